import AnimRenderKit
import Playback

/// The layout rules of `animrender check`, and their settings and findings, by the names
/// a test uses (docs/checks.md).
public typealias CheckRule = Playback.CheckRule
public typealias CheckSettings = Playback.CheckSettings
public typealias CheckFinding = AnimRenderKit.CheckFinding
