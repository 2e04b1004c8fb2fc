import ArgumentParser
import LifecycleCLISupport
import LifecycleKB
import LifecycleModel

/// `orders [show ID]`: the named call orders.
struct OrdersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "orders",
        abstract: "List the stored call orders, or show one.",
        subcommands: [OrdersListCommand.self, OrdersShowCommand.self],
        defaultSubcommand: OrdersListCommand.self
    )
}

/// `orders list`: every order's id and title.
struct OrdersListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the stored call orders.")

    @OptionGroup var options: GlobalOptions<RecordFormats>
    @OptionGroup var language: LanguageOption

    func run() throws {
        let knowledge = try options.openStore().knowledge()
        let orders = knowledge.orders
        let language = language.language
        switch options.format {
        case .json: JSONOutput.print(orders)
        case .text:
            let rows = orders.map { [$0.id, $0.title.text(language)] }
            Terminal.write(ListTable(header: ["ORDER", "TITLE"], rows: rows).text())
        case .markdown:
            Terminal.write(
                MarkdownTable.render(
                    header: ["order", "title", "steps"], rows: orders.map { [$0.id, $0.title.text(language), "\($0.steps.count)"] }))
        }
    }
}

/// `orders show ID`: one order as numbered steps, marking neighbours that are not guaranteed.
struct OrdersShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show one call order step by step.")

    @OptionGroup var options: GlobalOptions<RecordFormats>

    @Argument(help: "The order identifier, e.g. vc.appear.", completion: IDCompletion.orders)
    var id: String

    @OptionGroup var language: LanguageOption

    func run() throws {
        let knowledge = try options.openStore().knowledge()
        guard let order = knowledge.orders.first(where: { $0.id == id }) else {
            throw UnknownName.fail("order", id, among: knowledge.orders.map(\.id), listedBy: "orders")
        }
        switch options.format {
        case .json: JSONOutput.print(order)
        case .text: Terminal.write(OrderPresentation.text(order, catalog: knowledge.catalog, language: language.language))
        case .markdown: Terminal.write(OrderPresentation.markdown(order, catalog: knowledge.catalog, language: language.language))
        }
    }
}
