import Foundation
import LifecycleAsk
import LifecycleModel
import LifecycleTraceGenerator

/// The templates and spellings the generated grammar test builds questions from, in English,
/// Chinese and Japanese, and the check of how a result was read.
enum QuestionTemplates {
    static let templates: [QuestionForm: [String]] = [
        .when: [
            "when is {X} called", "what calls {X}", "when does {X} get called", "at what point is {X} invoked", "{X} 什么时候调用",
            "哪些情况会调用 {X}", "{X} はいつ呼ばれる",
        ],
        .whenTrue: ["when is {X} true", "when does {X} return true", "{X} 什么时候为 true", "{X} はいつ true になる"],
        .whatFires: [
            "what fires when {X} is called", "what happens when I call {X}", "which callbacks does {X} trigger", "调用 {X} 会触发什么",
            "{X} 之后会调用哪些方法",
        ],
        .whyNotCalled: [
            "why is {X} not called", "{X} not called", "{X} is never called in my app", "{X} doesn't get called", "为什么 {X} 不调用",
            "{X} 没有被调用", "{X} が呼ばれない",
        ],
        .whyNotReleased: ["why is {X} never called", "{X} not called after pop", "{X} 不走", "为什么 {X} 没有执行", "{X} が呼ばれない"],
        .whyCalledTwice: [
            "{X} called twice", "why is {X} called multiple times", "{X} gets called more than once", "{X} 调用了两次", "为什么 {X} 会执行多次",
            "{X} が2回呼ばれる",
        ],
        .order: [
            "is {X} called before or after {Y}", "which comes first, {X} or {Y}", "in what order are {X} and {Y} called",
            "{X} 和 {Y} 哪个先调用", "{X} と {Y} の順番",
        ],
        .versus: ["{X} vs {Y}", "what is the difference between {X} and {Y}", "{X} versus {Y}", "{X} 和 {Y} 的区别", "{X} と {Y} の違い"],
    ]

    /// Prefixes of property names that read as yes or no.
    static let booleanPrefixes = ["is", "has", "should", "defines", "hides", "prefers", "provides", "allows", "restores", "can"]

    /// Ways to write an entry that name it alone: its selector, its Swift name, its Swift base name
    /// when that is more than one word (`viewWillAppear`, not `prepare` or `show`), and the
    /// class-qualified forms; a name that is an English word only in code form.
    static func spellings(of record: APIRecord, in catalog: APICatalog) -> [String] {
        var out = ["-[\(record.className) \(record.selector)]", "\(record.className).\(record.swift ?? record.selector)"]
        if record.plainWord != true {
            let base = record.swift.map(baseName).flatMap { $0.contains(where: \.isUppercase) ? $0 : nil }
            out += [record.selector] + [record.swift, base].compactMap { $0 }
        } else {
            out += ["`\(record.swift ?? record.selector)`"]
        }
        return out.filter { catalog.lookup($0.trimmingCharacters(in: CharacterSet(charactersIn: "`"))) == [record] }
    }

    static func baseName(_ swift: String) -> String {
        String(swift.prefix { $0 != "(" })
    }

    /// The forms a record's kind is asked in.
    static func forms(of record: APIRecord) -> [QuestionForm] {
        if record.selector == "dealloc" { return [.when, .whyNotReleased] }
        return switch record.kind {
        case .callback: [.when, .whyNotCalled, .whyCalledTwice]
        case .initializer: [.when]
        case .method: [.whatFires]
        case .property:
            booleanPrefixes.contains { record.selector.hasPrefix($0) || (record.swift ?? "").hasPrefix($0) } ? [.whenTrue] : []
        }
    }

    static func cases(over catalog: APICatalog, random: inout SeededGenerator) -> [GeneratedQuestionTests.Case] {
        var out: [GeneratedQuestionTests.Case] = []
        let spelled = catalog.records.filter { !spellings(of: $0, in: catalog).isEmpty }
        let spell = { (record: APIRecord, random: inout SeededGenerator) in
            spellings(of: record, in: catalog).randomElement(using: &random)!
        }
        for record in spelled {
            for form in forms(of: record) {
                let template = templates[form]!.randomElement(using: &random)!
                out.append(
                    .init(question: template.replacingOccurrences(of: "{X}", with: spell(record, &random)), form: form, subject: record))
            }
        }
        let callbacks = spelled.filter { $0.kind == .callback }
        for form in [QuestionForm.order, .versus] {
            for first in callbacks {
                guard let second = callbacks.filter({ $0.className == first.className && $0 != first }).randomElement(using: &random) else {
                    continue
                }
                let template = templates[form]!.randomElement(using: &random)!
                let question = template.replacingOccurrences(of: "{X}", with: spell(first, &random))
                    .replacingOccurrences(of: "{Y}", with: spell(second, &random))
                out.append(.init(question: question, form: form, subject: first, other: second))
            }
        }
        return out
    }

    /// What is wrong with how a result read its case, nil when it was read right. A what-fires
    /// question may be answered from an event whose phrase names the entry (`@performSegue…` in the
    /// segue's phrases): the event is how the knowledge holds that call's situation.
    static func problem(of result: AskResult, for item: GeneratedQuestionTests.Case, events: [EventRecord], catalog: APICatalog) -> String?
    {
        if item.form == .whatFires, let event = triggerEvent(of: result), let record = events.first(where: { $0.id == event }),
            record.phrases.contains(where: { phrase in
                phrase.split(separator: " ").flatMap { $0.split(separator: "|") }.contains { term in
                    term.hasPrefix("@") && catalog.lookup(String(term.dropFirst())).contains(item.subject)
                }
            })
        {
            return nil
        }
        return problem(of: result, for: item)
    }

    private static func triggerEvent(of result: AskResult) -> String? {
        guard case .object(let members) = result.json,
            case .object(let understood) = members.first(where: { $0.key == "understood" })?.value ?? .null,
            case .object(let trigger) = understood.first(where: { $0.key == "trigger" })?.value ?? .null,
            case .string(let event) = trigger.first(where: { $0.key == "event" })?.value ?? .null
        else { return nil }
        return event
    }

    /// What is wrong with how a result read its case, nil when it was read right.
    static func problem(of result: AskResult, for item: GeneratedQuestionTests.Case) -> String? {
        guard case .object(let members) = result.json else { return "no JSON object" }
        let json = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        guard case .string(let kind) = json["kind"] ?? .null else { return "not understood" }
        if kind != item.form.rawValue { return "read as \(kind)" }
        guard case .object(let understood) = json["understood"] ?? .null else { return "no understood" }
        let fields = Dictionary(understood.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let subjectKey = item.form == .order ? "asked" : "trigger"
        if let problem = mismatch(fields[subjectKey], item.subject, "subject") { return problem }
        if let other = item.other, let problem = mismatch(fields["compared"], other, "compared") { return problem }
        return nil
    }

    private static func mismatch(_ value: JSONValue?, _ record: APIRecord, _ role: String) -> String? {
        guard case .object(let members) = value ?? .null else { return "no \(role)" }
        let fields = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        guard case .string(let selector) = fields["selector"] ?? .null, case .string(let className) = fields["class"] ?? .null else {
            return "\(role) has no API"
        }
        return selector == record.selector && className == record.className ? nil : "\(role) read as \(className).\(selector)"
    }
}
