import Geometry

/// The attributes a stack view constrains, per axis: along a horizontal axis leading,
/// trailing, centerX and width; along a vertical one top, bottom, centerY and height.
extension LayoutAxis {
    var minEdge: LayoutAttribute { isHorizontal ? .leading : .top }
    var maxEdge: LayoutAttribute { isHorizontal ? .trailing : .bottom }
    var center: LayoutAttribute { isHorizontal ? .centerX : .centerY }
    var dimension: LayoutAttribute { isHorizontal ? .width : .height }
}
