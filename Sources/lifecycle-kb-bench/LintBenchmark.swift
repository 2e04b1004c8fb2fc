import ArgumentParser
import Foundation
import SwiftParser

/// `lint` on a generated UIKit project vs swift-syntax parsing the same files alone, both on every core,
/// in one run: lint is meant to be parse-bound, so the ratio shows what the rules cost on top.
struct LintBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint", abstract: "lint vs swift-syntax parsing alone on a generated Swift project.")

    @OptionGroup var options: BenchmarkOptions

    @Option(help: "Lines of Swift to generate.")
    var lines = 100_000

    func run() throws {
        let folder = try options.folder().appendingPathComponent("lint-project")
        try? FileManager.default.removeItem(at: folder)
        let project = try SyntheticSwiftProject(lines: lines).write(to: folder)
        let files = project.files
        // lint reads its rules from a store: one made beforehand, so no run pays for creating it.
        let environment = ["NO_COLOR": "1", "LIFECYCLE_KB_DB": try options.folder().appendingPathComponent("lint.sqlite").path]
        _ = try MeasuredRun.run(options.bin, ["db", "status"], environment: environment)
        // Parsing and lint take turns in every round, so a machine busy with other work slows both alike;
        // the fastest of each counts.
        var parseBest = Double.infinity
        var serialBest = Double.infinity
        var lint: MeasuredRun?
        for _ in 0..<options.repeats {
            parseBest = min(parseBest, Self.time { Self.parseAll(files, concurrently: true) })
            let run = try MeasuredRun.run(options.bin, ["lint", "--format", "json", folder.path], environment: environment)
            guard run.status <= 1 else { throw BenchmarkError("lint exited \(run.status)") }
            if run.seconds < lint?.seconds ?? .infinity { lint = run }
            serialBest = min(serialBest, Self.time { Self.parseAll(files, concurrently: false) })
        }
        guard let lint else { throw BenchmarkError("no lint run: --repeats must be at least 1") }
        let found = lint.output.components(separatedBy: "\"category\"").count - 1
        print(
            "| files | lines | parse, 1 core s | parse, all cores s | lint s | lint / parse (all cores) | peak RSS MiB | findings (seeded) |"
        )
        print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        print(
            String(
                format: "| %d | %d | %.3f | %.3f | %.3f | %.2f× | %.1f | %d (%d) |",
                files.count, project.lines, serialBest, parseBest, lint.seconds, lint.seconds / parseBest,
                Double(lint.peakRSSKiB) / 1024, found, project.seeded))
    }

    /// Reads and parses every file, as lint does before its rules run.
    static func parseAll(_ files: [URL], concurrently: Bool) {
        let work: @Sendable (Int) -> Void = { index in
            guard let text = try? String(contentsOf: files[index], encoding: .utf8) else { return }
            _ = Parser.parse(source: text)
        }
        if concurrently {
            DispatchQueue.concurrentPerform(iterations: files.count, execute: work)
        } else {
            (0..<files.count).forEach(work)
        }
    }

    static func time(_ body: () -> Void) -> Double {
        let start = DispatchTime.now()
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }
}

/// A UIKit-shaped Swift project: view controllers with containment helpers, forwarding and layout
/// code, one seeded add-order mistake per file so the run proves the rules did their work.
struct SyntheticSwiftProject {
    var lines: Int
    private(set) var files: [URL] = []
    private(set) var seeded = 0

    init(lines: Int) {
        self.lines = lines
    }

    func write(to folder: URL) throws -> SyntheticSwiftProject {
        var project = self
        project.lines = 0
        var index = 0
        while project.lines < lines {
            let text = Self.file(index)
            let url = folder.appendingPathComponent("Module\(index % 10)/Screen\(index)ViewController.swift")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            project.files.append(url)
            project.lines += text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
            project.seeded += 1
            index += 1
        }
        return project
    }

    /// About 500 lines: twenty methods of ordinary controller code plus one seeded mistake.
    static func file(_ index: Int) -> String {
        var out = "import UIKit\n\nfinal class Screen\(index)ViewController: UIViewController {\n"
        out += "    private let header = HeaderViewController()\n    private var rows: [String] = []\n\n"
        out += """
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(header.view)
                    addChild(header)
                    header.didMove(toParent: self)
                }

            """
        for method in 0..<20 {
            out += """
                    func embed\(method)(_ child: UIViewController, in container: UIView) {
                        addChild(child)
                        child.view.translatesAutoresizingMaskIntoConstraints = false
                        container.addSubview(child.view)
                        NSLayoutConstraint.activate([
                            child.view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                            child.view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                            child.view.topAnchor.constraint(equalTo: container.topAnchor, constant: \(method)),
                            child.view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
                        ])
                        child.didMove(toParent: self)
                    }

                    func update\(method)(with values: [Int]) -> String {
                        let total = values.reduce(0, +)
                        let label = UILabel()
                        label.text = "\\(total) items"
                        label.font = .preferredFont(forTextStyle: .body)
                        UIView.animate(withDuration: 0.2, animations: {
                            label.alpha = total > \(method) ? 1 : 0
                        }, completion: { _ in
                            self.rows.append(label.text ?? "")
                        })
                        return rows.joined(separator: ",")
                    }


                """
        }
        return out + "}\n"
    }
}
