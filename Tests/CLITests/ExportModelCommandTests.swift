import Foundation
import Testing

/// `export model` through the built binary: the lifecycle state machines as Mermaid and Markdown.
@Suite struct ExportModelCommandTests {
    @Test func mermaidDrawsEveryMachineWithItsCancelEdges() throws {
        let result = try BinaryRunner().run(["export", "model", "--format", "mermaid"])
        #expect(result.status == 0, "\(result.stderr)")
        let diagrams = result.stdout.components(separatedBy: "stateDiagram-v2").count - 1
        #expect(diagrams >= 3)
        #expect(result.stdout.contains("[*] --> not_loaded"))
        #expect(result.stdout.contains("disappearing --> appearing : viewWillAppear: (cancel)"))
        #expect(result.stdout.contains("appearing --> disappearing : viewWillDisappear: (cancel)"))
    }

    @Test func oneMachineIsOneDiagramAViewerTakes() throws {
        let runner = try BinaryRunner()
        let one = try runner.run(["export", "model", "--machine", "controller.appearance"])
        #expect(one.status == 0, "\(one.stderr)")
        #expect(one.stdout.components(separatedBy: "stateDiagram-v2").count - 1 == 1)
        #expect(one.stdout.hasPrefix("---\ntitle: "))
        let unknown = try runner.run(["export", "model", "--machine", "controller.apearance"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("did you mean `controller.appearance`"), "\(unknown.stderr)")
    }

    @Test func markdownListsStatesAndSourcedEdges() throws {
        let result = try BinaryRunner().run(["export", "model", "--format", "markdown"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("| → not-loaded |"))
        #expect(result.stdout.contains("| disappearing | viewWillAppear: | appearing |"))
        #expect(result.stdout.contains("community.douglashill-cancel-transition"))
    }
}
