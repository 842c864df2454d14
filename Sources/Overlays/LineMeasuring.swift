import Geometry

/// What label placement needs of the fonts: the exact size of one line of text with no
/// width limit. Render's `TextEngine` answers it with the fonts it draws the labels with,
/// so the pills placed here are the pills drawn, and placing needs no drawing code.
public protocol LineMeasuring {
    func oneLineSize(_ text: String, font: FontDescriptor) -> Size
}
