import Geometry
import Overlays
import Render

/// Representative UI frames (a navigation bar, cards with labels, a button, a tab bar
/// and every overlay kind) for the benchmark, the tests and the documentation: they look
/// like what the timeline examples produce, without needing the layout engine. Not in
/// Render: only the benchmark and the tests use them.
public enum SampleScenes {
    /// Frame `frame` of `count` of an animation on an iPhone X screen (375×812 pt): the
    /// second card slides down and turns a little while a violation overlay tracks it.
    public static func cards(frame: Int, of count: Int, scale: Double) -> Scene {
        let t = count > 1 ? Double(frame) / Double(count - 1) : 0
        let screen = Size(375, 812)
        let ink = Color(hex: "#1C1C1E")!, secondary = Color(hex: "#6C6C70")!, blue = Color(hex: "#007AFF")!
        let hairline = Border(width: 1, color: Color(hex: "#0000001A")!)

        func card(_ id: String, y: Double, title: String, body: String, tint: Color, rotation: Double = 0) -> SceneNode {
            var node = SceneNode(id: id, frame: Rect(16, y, 343, 132), backgroundColor: .white, cornerRadius: 14)
            node.border = hairline
            node.transform = AffineTransform(rotationAngle: rotation)
            node.clipsToBounds = true
            node.children = [
                SceneNode(id: id + ".icon", frame: Rect(16, 16, 44, 44), backgroundColor: tint, cornerRadius: 10),
                SceneNode(id: id + ".title", frame: Rect(72, 16, 255, 22),
                          text: SceneText(title, font: FontDescriptor(size: 17, weight: .semibold), color: ink)),
                SceneNode(id: id + ".body", frame: Rect(72, 40, 255, 40),
                          text: SceneText(body, font: FontDescriptor(size: 15), color: secondary, numberOfLines: 2)),
                SceneNode(id: id + ".button", frame: Rect(247, 90, 80, 30), backgroundColor: blue, cornerRadius: 15,
                          text: SceneText("Open", font: FontDescriptor(size: 15, weight: .semibold), color: .white,
                                          alignment: .center)),
            ]
            return node
        }
        let slide = 60 * t
        let nav = SceneNode(id: "nav", frame: Rect(0, 0, 375, 88), backgroundColor: Color(hex: "#F9F9F9F0")!, children: [
            SceneNode(id: "title", frame: Rect(0, 44, 375, 44),
                      text: SceneText("Inbox", font: FontDescriptor(size: 17, weight: .semibold), color: ink,
                                      alignment: .center)),
            SceneNode(id: "separator", frame: Rect(0, 87.5, 375, 0.5), backgroundColor: Color(hex: "#0000004D")!),
        ])
        let tabs = SceneNode(id: "tabBar", frame: Rect(0, 729, 375, 83), backgroundColor: Color(hex: "#F9F9F9F0")!,
                             children: (0..<4).map { i in
            SceneNode(id: "tab\(i)", frame: Rect(Double(i) * 93.75 + 34, 8, 26, 26),
                      backgroundColor: i == 0 ? blue : Color(hex: "#999999")!, cornerRadius: 6)
        })
        let cards = [
            card("welcome", y: 104, title: "Welcome back", body: "Three things changed while you were away.",
                 tint: Color(hex: "#34C759")!),
            card("update", y: 252 + slide, title: "Update available",
                 body: "Version 2.4 brings a faster layout engine and better animation previews.",
                 tint: Color(hex: "#FF9500")!, rotation: -0.06 * t),
            card("share", y: 400 + slide, title: "Share your board", body: "Invite a teammate to collaborate.",
                 tint: Color(hex: "#AF52DE")!),
        ]
        let root = SceneNode(id: "root", frame: Rect(0, 0, 375, 812), children: cards + [nav, tabs])

        var overlays = Overlay.safeArea(screen: Rect(0, 0, 375, 812), insets: EdgeInsets(top: 44, bottom: 34))
        overlays += [Overlay.constraint(from: Point(0, 170), to: Point(16, 170)),
                     Overlay.constraint(from: Point(359, 170), to: Point(375, 170)),
                     Overlay.constraint(from: Point(187.5, 88), to: Point(187.5, 104))]
        overlays.append(Overlay.ghost(Rect(16, 252, 343, 132)))
        if slide > 0.5 {
            overlays.append(Overlay.violation(from: Point(60, 236), to: Point(60, 252 + slide), amount: 16 + slide - 16))
        }
        overlays += Overlay.frames(old: Rect(16, 400, 343, 132), new: Rect(16, 460, 343, 132))
        overlays += cards.map { Overlay.idTag($0.id, frame: Rect(16, $0.center.y - 66, 343, 132)) }
        overlays.append(Overlay.statusBadge(inFlight: slide > 0.5 ? 1 : 0, corner: .bottomRight))
        return Scene(size: screen, scale: scale, background: Color(hex: "#F2F2F7")!, nodes: [root], overlays: overlays)
    }
}
