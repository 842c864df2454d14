import ArgumentParser

/// `--font-dir`, shared by `render` and `validate`: folders of font files labels may name
/// by family (`"font": { "family": … }`), as a timeline's `fonts` entries do.
struct FontOptions: ParsableArguments {
    @Option(name: .customLong("font-dir"), help: ArgumentHelp("""
        A folder of .ttf, .otf or .ttc files (fonts you hold a licence for): each is registered under the \
        family and weight it declares, for labels to name with "font": { "family": … }. Repeatable; a \
        timeline's own fonts entries win over a folder's.
        """, valueName: "folder"))
    var fontDir: [String] = []
}
