import NotebookFormat

/// `presslab convert NOTEBOOK -o OUT`: a notebook from Markdown to Jupyter or back, not run.
enum ConvertCommand: Command {
  static let name = "convert"
  static let abstract = "Convert a notebook between Markdown (.md) and Jupyter (.ipynb) without running it"
  static let usage = """
    Usage: presslab convert NOTEBOOK.md|NOTEBOOK.ipynb -o OUT.ipynb|OUT.md

    Writes NOTEBOOK in the other form (the form of each file follows its extension; .ipynb is
    Jupyter, anything else Markdown). Nothing is run: the Jupyter notebook has no outputs.
      Markdown → Jupyter   the front matter's title and author go to the notebook's metadata,
                           the parameters' defaults to a code cell tagged `parameters`, the
                           narrative to markdown cells, each ```presslab KIND``` block to a code
                           cell `%%presslab KIND` with its YAML as written (nbformat 4.5).
      Jupyter → Markdown   the same the other way round; `$name` references stay as written.
    Both forms run to the same results. A cell inside a list item or a block quote becomes its
    own cell, and the list or quote goes on after it.

    """
  static let output = Option("-o", "--output", value: "FILE", help: "the notebook to write (written under a temporary name, then renamed)")
  static let options = [output]
  static let notes = """
    Exit status: 0 written; 64 a bad option; 65 NOTEBOOK cannot be read or parsed; 73 OUT
    cannot be written.

    """

  static func run(_ arguments: Arguments) throws -> Int32 {
    var args = arguments
    let output = args.option(Self.output)
    let words = try args.finish()
    guard words.count == 1, let path = words.first else {
      throw CLIError.usage(words.isEmpty ? "missing NOTEBOOK; run 'presslab convert --help'" : "one NOTEBOOK at a time, got \(words.count)")
    }
    guard let output else { throw CLIError.usage("-o OUT.ipynb or -o OUT.md is required") }
    try OutputTarget.checkDistinct([("-o", try OutputTarget.resolve(output, option: "-o"))], inputs: [path])
    guard let bytes = FileAccess.read(path) else { throw CLIError.data("cannot read notebook \(path)") }
    let notebook: Notebook
    do {
      notebook = try NotebookParser().parse(bytes, file: path)
    } catch let error as NotebookError {
      throw CLIError.data(error.description)
    }
    switch NotebookForm(path: output) {
    case .jupyter: try AtomicFile.write(JupyterFile.encode(notebook.jupyterDocument()), to: output)
    case .markdown: try AtomicFile.write(notebook.markdownText(), to: output)
    }
    Console.out(output + "\n")
    return ExitStatus.ok
  }
}
