import Geometry
import Playback
import Timeline

/// The configurations `animrender check` plays a timeline in: every combination of the
/// devices, orientations, text sizes, layout directions and appearances asked for. An
/// axis left nil keeps the timeline's own setting.
///
/// Promises: combinations come in a fixed order (devices in the order given, then
/// orientations, sizes, directions, appearances, each in the order given); an orientation
/// the device cannot show or the app and controller do not allow is left out, with the
/// reason (`skipped`); a matrix larger than `maxCombinations` in all is refused before
/// anything is played (`checkSize`).
public struct CheckMatrix: Hashable, Sendable {
    public var devices: [String]?
    public var orientations: [InterfaceOrientation]?
    public var sizes: [ContentSizeCategory]?
    public var directions: [LayoutDirection]?
    public var appearances: [UserInterfaceStyle]?

    public init(devices: [String]? = nil, orientations: [InterfaceOrientation]? = nil, sizes: [ContentSizeCategory]? = nil,
                directions: [LayoutDirection]? = nil, appearances: [UserInterfaceStyle]? = nil) {
        self.devices = devices; self.orientations = orientations; self.sizes = sizes
        self.directions = directions; self.appearances = appearances
    }

    /// More combinations than this in one run (over every timeline) is refused: a run
    /// that would take hours, not a check.
    public static let maxCombinations = 10_000

    /// A combination the matrix names that cannot be played, and why.
    public struct Skipped: Hashable, Sendable {
        public var combination: CheckCombination
        public var reason: String
    }

    /// The combinations for `timeline`, and those left out.
    public func combinations(for timeline: Timeline) -> (combinations: [CheckCombination], skipped: [Skipped]) {
        let screen = timeline.screen
        var played: [CheckCombination] = [], skipped: [Skipped] = []
        for device in devices.map({ $0.map(Optional.some) }) ?? [screen.device?.name] {
            let hardware = device.flatMap(Device.named)?.supportedOrientations ?? screen.supportedOrientations
            let allowed = timeline.appOrientations.intersection(timeline.controllerOrientations).intersection(hardware)
            for orientation in orientations ?? [screen.initialOrientation] {
                for size in sizes ?? [screen.contentSizeCategory] {
                    for direction in directions ?? [screen.layoutDirection] {
                        for appearance in appearances ?? [screen.userInterfaceStyle] {
                            let c = CheckCombination(device: device, orientation: orientation, contentSizeCategory: size,
                                                     layoutDirection: direction, userInterfaceStyle: appearance)
                            if allowed.contains(orientation) {
                                played.append(c)
                            } else {
                                let why = hardware.contains(orientation)
                                    ? "the app and controller allow \(allowed) only"
                                    : "\(device ?? "this screen") cannot show \(orientation.rawValue)"
                                skipped.append(Skipped(combination: c, reason: why))
                            }
                        }
                    }
                }
            }
        }
        return (played, skipped)
    }

    /// How many combinations a timeline gets at most (before orientations are left out).
    public var size: Int {
        (devices?.count ?? 1) * (orientations?.count ?? 1) * (sizes?.count ?? 1) * (directions?.count ?? 1) * (appearances?.count ?? 1)
    }

    /// Refuses a run that would play more than `maxCombinations` (`count`, this shard's
    /// share when sharded), naming the axes and how to narrow it.
    public func checkSize(count: Int, timelines: Int, shard: Shard?) throws {
        guard count > Self.maxCombinations else { return }
        let counts: [(String, Int?)] = [("devices", devices?.count), ("orientations", orientations?.count), ("sizes", sizes?.count),
                                        ("directions", directions?.count), ("appearances", appearances?.count)]
        let axes: [String] = counts.compactMap { name, n in n.map { "\($0) \(name)" } }
        var product = axes.isEmpty ? "1 combination" : axes.joined(separator: " × ")
        if timelines > 1 { product += " × \(timelines) timelines" }
        let share = shard.map { ", \(count.grouped) of them in shard \($0)" } ?? ""
        throw AnimRenderError("the matrix has \(product)\(share): \(count.grouped) combinations to play; animrender check plays "
                              + "at most \(Self.maxCombinations.grouped) in one run: narrow an axis (e.g. --devices phones, "
                              + "--sizes large,accessibilityExtraExtraExtraLarge) or split the run with --shard K/N")
    }
}

extension Int {
    /// `10,000`: thousands grouped for messages.
    var grouped: String {
        let digits = String(abs(self))
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return (self < 0 ? "-" : "") + out
    }
}
