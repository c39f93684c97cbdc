# The nightly job on Debian 12 with the Swift toolchain; also the image of the cluster sweeps
# (deploy/kubernetes/sweep-job.yaml).
#   docker build -t presslab . && docker run --rm -v "$PWD/reports/out:/presslab/reports/out" presslab
FROM swift:6.3-bookworm
WORKDIR /presslab
COPY . .
RUN Scripts/bootstrap.sh \
 && Scripts/build-release.sh \
 && ln -s /presslab/.build/release/presslab /usr/local/bin/presslab
CMD ["Scripts/nightly.sh"]
