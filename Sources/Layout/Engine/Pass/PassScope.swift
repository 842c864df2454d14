import Geometry

/// The views a pass sent to one view may touch: the receiver and its subviews at any
/// depth; only the subviews' frames are set (by layoutSubviews in the scope).
struct PassScope {
    var receiver: ViewID
    var views: Set<ViewID>
}
