import Testing

@testable import LifecycleKBCLI

/// Lists for people and for pipes: aligned under a header on a terminal, bare TSV otherwise.
@Suite struct ListTableTests {
    let table = ListTable(
        header: ["ORDER", "TITLE", "标题"], rows: [["vc.appear", "Appearance", "出现"], ["vc.load", "Loading\tthe view", "加载"]])

    @Test func aTerminalGetsAlignedColumnsUnderAHeader() {
        #expect(
            table.aligned(width: nil) == """
                ORDER      TITLE             标题
                vc.appear  Appearance        出现
                vc.load    Loading the view  加载

                """)
    }

    @Test func theLastColumnIsCutToTheTerminal() throws {
        let wide = ListTable(header: ["ID", "NAME"], rows: [["1", String(repeating: "x", count: 60)]])
        let line = try #require(wide.aligned(width: 30).split(separator: "\n").last)
        #expect(line.hasPrefix("1   xxxx") && line.hasSuffix("x…") && line.count <= 30, "\(line)")
    }

    @Test func aPipeGetsTabSeparatedValuesWithoutAHeader() {
        #expect(table.tabSeparated() == "vc.appear\tAppearance\t出现\nvc.load\tLoading the view\t加载\n")
        #expect(ListTable(header: ["ID"], rows: []).tabSeparated() == "")
    }
}
