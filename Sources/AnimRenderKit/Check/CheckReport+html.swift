extension CheckReport {
    /// The matrix page (`index.html`): the page of `Check/check.html` with check.json's
    /// document embedded, so it opens from disk in any browser with nothing to fetch but the
    /// thumbnails and images beside it. Documented in docs/checks.md.
    public var html: [UInt8] {
        StaticPage.fill(PackageResources.check_html, marker: "<!-- check data -->",
                        with: "<script>" + StaticPage.call("animrenderCheck", json) + "</script>")
    }
}
