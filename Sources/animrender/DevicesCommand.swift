import ArgumentParser
import AnimRenderKit

/// `animrender devices`: the names `screen.device` accepts, with what each one means.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the device table: sizes, scales, safe areas and size classes per orientation.",
        discussion: "Insets are top,left,bottom,right in points; landscape is landscapeRight (landscapeLeft mirrors it). Size classes are w(idth) and h(eight), C(ompact) or R(egular). docs/devices.md gives the sources.")

    func run() throws {
        print(DeviceTable.listing)
    }
}
