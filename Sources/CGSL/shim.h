#include <gsl/gsl_errno.h>
#include <gsl/gsl_vector.h>
#include <gsl/gsl_matrix.h>
#include <gsl/gsl_multifit_nlinear.h>

/* GSL's method tables are mutable globals to Swift; these getters read them. */
static inline const gsl_multifit_nlinear_type *presslab_gsl_trust(void) { return gsl_multifit_nlinear_trust; }
static inline const gsl_multifit_nlinear_trs *presslab_gsl_trs_lm(void) { return gsl_multifit_nlinear_trs_lm; }
