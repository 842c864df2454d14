extension DiffReport {
    /// report.html: the page of `Diff/report.html` with report.json's numbers embedded, so
    /// it opens from disk (or a CI artifact) in any browser with nothing else to fetch but
    /// the images written next to it. Documented in docs/VIEWER.md.
    public var html: [UInt8] {
        StaticPage.fill(PackageResources.report_html, marker: "<!-- report data -->",
                        with: "<script>" + StaticPage.call("animrenderReport", json) + "</script>")
    }
}
