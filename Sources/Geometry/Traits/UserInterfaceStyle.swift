/// UIUserInterfaceStyle: the appearance the user chose (Settings › Display & Brightness),
/// light or dark. The screen has one (`screen.userInterfaceStyle`); a view or controller
/// may force one on its subtree (`overrideUserInterfaceStyle`). Dynamic colours
/// (`DynamicColor`) take their value for the style in force where they are drawn.
public enum UserInterfaceStyle: String, CaseIterable, Hashable, Sendable {
    case light, dark

    /// UIKit's default when nothing says otherwise.
    public static let `default` = UserInterfaceStyle.light
}
