import Geometry
import Overlays

/// Everything one frame shows, in points, independent of any layout engine: the lead's
/// pipeline converts laid-out views into `SceneNode`s and measurements into `Overlay`s.
///
/// Coordinates: the screen's top-left is (0, 0), y points down. When `padding` is set
/// (room for a device outline), the canvas grows by `padding` on every side and
/// everything is drawn shifted by it, so callers keep using screen coordinates.
/// Drawing order: canvas → device outline → screen background → nodes (back to front,
/// depth first) → system chrome → overlays (in array order: shapes, leaders, then labels;
/// shapes and leaders leave `textAreas` uncovered). The image is
/// `canvasSize × scale` pixels, each side rounded up. `rotation` turns everything but the
/// canvas about the screen's centre (to show a device mid-turn); give it room with
/// `padding(toRotate:bezel:)`.
public struct Scene: Sendable {
    /// The screen in points (the window's bounds in the current orientation).
    public var size: Size
    /// Pixels per point: 1, 2 or 3 like a device's screen scale (any positive value works).
    public var scale: Double
    /// The screen's colour, painted under every node.
    public var background: Color
    /// Margin around the screen in points; 0 shows just the screen.
    public var padding: Double
    /// Colour of the margin around the screen (ignored when `padding` is 0).
    public var canvasColor: Color
    /// An optional device body drawn around the screen.
    public var device: DeviceOutline?
    /// Clockwise, radians: the screen (with device, nodes and overlays) turned about its centre.
    public var rotation: Double
    /// Top-level views, back to front (the root view's subviews or the root view itself).
    public var nodes: [SceneNode]
    /// What the system draws over the views (status bar, sensor housing, home
    /// indicator), under the overlays; nil draws none.
    public var systemChrome: SystemChrome?
    /// Debug drawings on top of everything, in screen points.
    public var overlays: [Overlay]
    /// Where the views draw text, in screen points (each a closed outline): overlay lines
    /// and shapes leave it uncovered, so no line strikes through what a label says.
    public var textAreas: [[Point]]
    /// Overlay labels' fonts are this many times their size (a contact sheet's thumbnails).
    public var labelScale: Double

    public init(size: Size, scale: Double = 2, background: Color = .white, padding: Double = 0,
                canvasColor: Color = Color(red: 0.93, green: 0.93, blue: 0.94), device: DeviceOutline? = nil,
                rotation: Double = 0, nodes: [SceneNode] = [], systemChrome: SystemChrome? = nil, overlays: [Overlay] = [],
                textAreas: [[Point]] = [], labelScale: Double = 1) {
        self.size = size; self.scale = scale; self.background = background; self.padding = padding
        self.canvasColor = canvasColor; self.device = device; self.rotation = rotation; self.nodes = nodes
        self.systemChrome = systemChrome; self.overlays = overlays; self.textAreas = textAreas; self.labelScale = labelScale
    }

    /// The whole image in points: the screen plus `padding` on each side.
    public var canvasSize: Size { Size(size.width + 2 * padding, size.height + 2 * padding) }

    /// Padding that keeps a screen of `size` (plus a device `bezel`) inside the canvas at
    /// any rotation: the canvas must hold the diagonal on both axes.
    public static func padding(toRotate size: Size, bezel: Double = 0) -> Double {
        let diagonal = (size.width * size.width + size.height * size.height).squareRoot() + 2 * bezel
        return ((diagonal - min(size.width, size.height)) / 2).rounded(.up)
    }

    /// The image size in pixels (0 for a size beyond `DrawingLimits`, which the renderer
    /// refuses before using it; see `checkedPixelSize`).
    public var pixelWidth: Int { checkedPixelSize?.width ?? 0 }
    public var pixelHeight: Int { checkedPixelSize?.height ?? 0 }
}
