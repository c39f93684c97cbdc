import Foundation

/// The many-buttons workload: a notebook whose one `recommend` cell names `presets: all` over
/// generated plain presets, so every button gets its default sweep, decision, filmstrip and code.
/// `presslab bench buttons` times it; the scale test renders a few of the same buttons.
enum ManyButtons {
  static let notebookName = "many.md"
  static let notebook = "---\ntitle: Fifty buttons\n---\n\n# Every button\n\n```presslab recommend\nid: all\npresets: all\n"
    + "constraints: {overshoot_px: {max: 1}}\n```\n"

  static func name(_ i: Int) -> String { String(format: "gen-%02d", i) }
  static func file(_ i: Int) -> String { String(format: "datasets/presets/gen/%02d.yaml", i) }

  /// Button i: a 0.1 s ease-out press to 0.95, a UIKit spring release whose damping and duration vary with i.
  static func preset(_ i: Int) -> String {
    let damping = 0.2 + Double(i % 8) * 0.1, duration = 0.25 + Double(i % 5) * 0.05
    return """
      presets:
        \(name(i)):
          description: Generated button \(i)
          look: {width: \(120 + i * 4), height: 44, corner_radius: 10, fill: "#336699", title: "B\(i)", title_color: "#FFFFFF"}
          events: {touchDown: press, touchUpInside: release, touchUpOutside: release}
          phases:
            press:
              animations:
                transform: {kind: uikit, curve: {model: uikit-curve, duration: 0.1, curve: easeOut}, set: {scale_x: 0.95, scale_y: 0.95}}
            release:
              animations:
                transform: {kind: uikit, curve: {model: uikit-spring, duration: \(duration), damping: \(damping), velocity: 0}, set: {scale_x: rest, scale_y: rest}}

      """
  }

  /// Writes the notebook and `count` presets into `folder` (a project: `datasets/presets/gen/`
  /// beside the notebook); returns the notebook's path.
  static func write(count: Int, into folder: String) throws -> String {
    let manager = FileManager.default
    try manager.createDirectory(atPath: folder + "/datasets/presets/gen", withIntermediateDirectories: true)
    for i in 0..<count { try Data(preset(i).utf8).write(to: URL(fileURLWithPath: folder + "/" + file(i))) }
    try Data(notebook.utf8).write(to: URL(fileURLWithPath: folder + "/" + notebookName))
    return folder + "/" + notebookName
  }
}
