import Geometry
import JSONDocuments
import Overlays
import Playback
import Layout
import Render

/// Turns a `FrameState` into a `Scene`: the window (turned as the viewer sees it) with
/// its views, and the overlays the user asked for. Reads nothing but the frame, so a
/// frame draws the same whenever it is drawn.
///
/// Every frame is drawn on the same canvas (see `FrameCanvas`), the window turning inside it.
struct SceneBuilder {
    var canvas: Size
    var scale: Double
    /// The window's colour, resolved for each frame's appearance.
    var background: DynamicColor
    var overlays: Set<OverlayKind>
    /// The device body to draw around the screen (`render.deviceOutline`), turned per frame.
    var device: DeviceOutline?
    /// The screen in portrait, in points: the glass of a canvas the screen turns in.
    var portraitScreen: Size
    /// The system UI to draw over the views (`render.systemUI`), measured per frame.
    var systemUI: SystemUI?
    /// The fonts labels are measured with, as the renderer draws them. Loaded already: a
    /// timeline is compiled with them (labels' text is measured) before anything is drawn.
    /// Without them labels stay unplaced here, and the renderer, which needs them too, fails.
    var text: TextEngine? = try? TextEngine.shared()
    /// Overlay labels' fonts are this many times their size (a contact sheet's thumbnails).
    var labelScale = 1.0

    static let canvasColor = Color(red: 0.93, green: 0.93, blue: 0.94)
    /// Room between the device body and the image edge.
    static let deviceMargin = 16.0

    /// `f` drawn with the kinds in `overlays` placed for it alone (a sink that draws frames
    /// frames.json has not placed; the same pills, see `labelOrder`).
    func scene(for f: FrameState) -> Scene {
        let window = self.window(for: f)
        let texts = textAreas(for: f, window: window)
        return scene(for: f, window: window, overlays: placedOverlays(for: f, kinds: overlays, window: window, textAreas: texts),
                     textAreas: texts)
    }

    /// A placed frame drawn: the kinds in `overlays`, with the pills `place` gave them.
    func scene(for placed: PlacedFrame) -> Scene {
        scene(for: placed.state, window: window(for: placed.state), overlays: placed.overlays.filter { overlays.contains($0.kind) },
              textAreas: placed.textAreas)
    }

    /// `f`'s scene with no label placed, for checking its geometry only (the check reads
    /// no pill; placing is most of a scene's cost in a frame of many labels).
    func unplacedScene(for f: FrameState) -> Scene {
        let window = self.window(for: f)
        return scene(for: f, window: window, overlays: screenOverlays(for: f, kinds: overlays, window: window))
    }

    /// Every overlay of `f`, of every kind, on this builder's canvas, labels placed: once
    /// per frame of a run, for its images and its frames.json.
    func place(_ f: FrameState) -> PlacedFrame {
        let window = window(for: f, views: false)
        let texts = textAreas(for: f, window: window)
        return PlacedFrame(state: f, overlays: placedOverlays(for: f, kinds: Set(OverlayKind.allCases), window: window, textAreas: texts),
                           textAreas: texts)
    }

    /// Every overlay of `f`, of every kind, on this builder's canvas, no label placed: for
    /// checking frames.json's numbers without writing it (`validate`). A pill is placed from
    /// its overlay's finite points inside the finite glass, so placing adds no number the
    /// check could refuse, and the overlays' paths are the same.
    func unplaced(_ f: FrameState) -> PlacedFrame {
        PlacedFrame(state: f, overlays: screenOverlays(for: f, kinds: Set(OverlayKind.allCases), window: window(for: f, views: false)),
                    textAreas: [])
    }

    private func scene(for f: FrameState, window: SceneNode, overlays: [FrameOverlay], textAreas: [[Point]] = []) -> Scene {
        let toCanvas = rootToScreen(window, frame: f)
        // Where the turning window leaves the glass uncovered, a device shows black.
        return Scene(size: canvas, scale: scale, background: turns(f) ? .black : background.resolved(for: f.traits.userInterfaceStyle),
                     padding: padding, device: glass(for: f), nodes: [window],
                     systemChrome: systemUI?.chrome(for: f, interface: toCanvas, canvas: canvas),
                     overlays: overlays.map(\.overlay), textAreas: textAreas, labelScale: labelScale)
    }

    /// Whether the canvas is larger than the frame's window or the window is turned: the
    /// screen turns in this run, and the frame shows the device's glass on the canvas.
    func turns(_ f: FrameState) -> Bool { canvas != f.windowBounds.size || f.viewerRotation != 0 }

    /// The glass the frame is seen through, turned as the device stands (`deviceRotation`):
    /// the outline's, or on a canvas the screen turns in, the bare screen (no body); nil
    /// when the image is the screen.
    func glass(for f: FrameState) -> DeviceOutline? {
        if var outline = device {
            outline.rotation = f.deviceRotation
            return outline
        }
        guard turns(f) else { return nil }
        return DeviceOutline(portraitScreenSize: portraitScreen, rotation: f.deviceRotation, bezel: 0, color: .black)
    }

    /// The glass's rect on the screen (it stands upright or on its side), and the radius
    /// of its corners; the whole screen when there is no glass.
    func glassRect(for f: FrameState) -> (rect: Rect, radius: Double) {
        guard let g = glass(for: f) else { return (Rect(origin: .zero, size: canvas), 0) }
        // The device stands at quarter turns: upright, or on its side after an odd number.
        let sideways = (g.rotation / (Double.pi / 2)).rounded().truncatingRemainder(dividingBy: 2) != 0
        let size = sideways ? Size(g.portraitScreenSize.height, g.portraitScreenSize.width) : g.portraitScreenSize
        return (Rect((canvas.width - size.width) / 2, (canvas.height - size.height) / 2, size.width, size.height),
                g.screenCornerRadius)
    }

    /// Where the frame's views draw text, on the screen: each visible label's lines
    /// (`TextEngine.labelTextArea`) through its view's transforms, four corners each.
    func textAreas(for f: FrameState, window: SceneNode) -> [[Point]] {
        guard let text else { return [] }
        var toScreen = [ViewID.window: window.matrix]
        var out: [[Point]] = []
        for v in f.views {
            guard let parent = toScreen[v.parent] else { continue }
            let matrix = SceneNode(id: v.id.name, center: v.center, bounds: v.bounds, transform: v.transform, anchorPoint: v.anchorPoint)
                .matrix.concatenating(parent)
            toScreen[v.id] = matrix
            guard v.isVisible, v.alpha > 0, let label = Self.sceneText(of: v),
                  let area = text.labelTextArea(label, in: v.bounds) else { continue }
            out.append(area.corners.map(matrix.apply))
        }
        return out
    }

    /// The window node with its views, turned and centred on the canvas.
    /// Without `views` the window alone (its matrix), for measuring.
    func window(for f: FrameState, views: Bool = true) -> SceneNode {
        SceneNode(id: ViewID.window.name, center: Point(canvas.width / 2, canvas.height / 2),
                  bounds: f.windowBounds, transform: AffineTransform(rotationAngle: f.viewerRotation),
                  backgroundColor: background.resolved(for: f.traits.userInterfaceStyle), children: views ? Self.nodes(for: f.views) : [])
    }

    /// Root view coordinates (where overlays are measured, see FrameState) → screen points:
    /// the root view's node matrix (the window's child with the root's id) and the
    /// window's, read from the frame, so `window` need not hold its views.
    func rootToScreen(_ window: SceneNode, frame f: FrameState) -> AffineTransform {
        let root = f.views.first { $0.id == ViewID.root && $0.parent == ViewID.window }.map {
            SceneNode(id: $0.id.name, center: $0.center, bounds: $0.bounds, transform: $0.transform, anchorPoint: $0.anchorPoint)
        }
        return (root?.matrix ?? .identity).concatenating(window.matrix)
    }

    /// Room around the screen: the device body and its margin, when drawn.
    var padding: Double { device.map { $0.bezel + Self.deviceMargin } ?? 0 }

    /// Every frame's image size in pixels.
    var pixelSize: (width: Int, height: Int) {
        let empty = Scene(size: canvas, scale: scale, padding: padding)
        return (empty.pixelWidth, empty.pixelHeight)
    }

    /// A view's text as the renderer draws it, nil for a view without text.
    static func sceneText(of v: ViewFrame) -> SceneText? {
        v.text.map { SceneText($0, font: v.font, color: v.textColor, numberOfLines: v.numberOfLines, alignment: v.textAlignment) }
    }

    /// The window's subviews as scene nodes. `views` are in tree order (each view before
    /// its subviews, siblings back to front), so walking them backwards meets every view
    /// after all of its subviews: one linear pass with no recursion, however deep the tree.
    /// Without `text`, labels draw their background and border but no text (what the
    /// contrast check measures text against).
    static func nodes(for views: [ViewFrame], text: Bool = true) -> [SceneNode] {
        var built: [ViewID: [SceneNode]] = [:]   // parent id → finished children, front to back
        for v in views.reversed() {
            let node = SceneNode(id: v.id.name, center: v.center, bounds: v.bounds, transform: v.transform, anchorPoint: v.anchorPoint,
                                 backgroundColor: v.backgroundColor ?? .clear, cornerRadius: v.cornerRadius,
                                 border: v.border, alpha: v.alpha,
                                 isHidden: v.isHidden, clipsToBounds: v.clipsToBounds,
                                 text: text ? sceneText(of: v) : nil,
                                 content: v.content, userInterfaceStyle: v.userInterfaceStyle,
                                 children: (built.removeValue(forKey: v.id) ?? []).reversed() + ScrollIndicators.nodes(for: v))
            built[v.parent, default: []].append(node)
        }
        return (built[ViewID.window] ?? []).reversed()
    }
}

extension Overlay {
    /// The overlay in canvas coordinates: window points mapped through `t`. A rect stays a
    /// rect under quarter turns and becomes a polygon otherwise.
    func mapped(by t: AffineTransform) -> Overlay {
        if t.isIdentity { return self }
        let axisAligned = abs(t.b) < 1e-12 && abs(t.c) < 1e-12 || abs(t.a) < 1e-12 && abs(t.d) < 1e-12
        func rect(_ r: Rect) -> Shape { axisAligned ? .rect(t.apply(r)) : .polygon(r.corners.map(t.apply)) }
        let shape: Shape
        switch self.shape {
        case .line(let a, let b): shape = .line(from: t.apply(a), to: t.apply(b))
        case .dimension(let a, let b, let label): shape = .dimension(from: t.apply(a), to: t.apply(b), label: label)
        case .rect(let r): shape = rect(r)
        case .polygon(let ps): shape = .polygon(ps.map(t.apply))
        case .band(let r): shape = axisAligned ? .band(t.apply(r)) : .polygon(r.corners.map(t.apply))
        case .tag(let s, let p): shape = .tag(s, at: t.apply(p))
        case .badge: shape = self.shape
        }
        // A placed pill stays upright: it moves with a translation or scale; turned, it is
        // placed again.
        return Overlay(shape, style: style, pill: axisAligned ? pill?.mapped(by: t) : nil)
    }
}
