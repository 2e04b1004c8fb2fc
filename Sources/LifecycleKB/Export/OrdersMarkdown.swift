import LifecycleModel

/// Every named call order as a numbered table, with the neighbours that are not guaranteed marked.
public enum OrdersMarkdown {
    /// A title and legend, then each order as `OrderPresentation` draws it.
    public static func render(_ orders: [OrderRecord], catalog: APICatalog, language: Language = .en) -> String {
        var out = "# \(ExportLabels.orders.text(language))\n\n\(ExportLabels.notGuaranteed.text(language))\n"
        for order in orders {
            out += "\n" + OrderPresentation.markdown(order, catalog: catalog, language: language, level: 2)
        }
        return out
    }
}
