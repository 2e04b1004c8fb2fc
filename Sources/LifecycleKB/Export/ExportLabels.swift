import LifecycleModel

/// The fixed words of exported pages in both languages, so `--lang zh` exports read in Chinese throughout.
enum ExportLabels {
    static let rules = Bilingual(en: "Rules", zh: "规则")
    static let orders = Bilingual(en: "Call orders", zh: "调用顺序")
    static let apis = Bilingual(en: "APIs", zh: "API")
    static let scenarios = Bilingual(en: "Scenarios", zh: "场景")
    static let index = Bilingual(en: "Index", zh: "目录")
    static let verdict = Bilingual(en: "Verdict", zh: "结论")
    static let expected = Bilingual(en: "Expected rules", zh: "应报告的规则")
    static let sources = Bilingual(en: "Sources", zh: "来源")
    static let situation = Bilingual(en: "Situation", zh: "场合")
    static let form = Bilingual(en: "Form", zh: "形式")
    static let trace = Bilingual(en: "Trace as recorded", zh: "原始记录")
    static let violations = Bilingual(en: "Violations found", zh: "发现的违规")
    static let notGuaranteed = Bilingual(
        en: "A step whose *next guaranteed* cell says no may swap places with the step after it.",
        zh: "*next guaranteed* 一列为 no 的步骤，与其下一步的先后不保证。")
    static let book = Bilingual(
        en: "The UIKit view and view-controller lifecycle knowledge of lifecycle-kb, exported.",
        zh: "lifecycle-kb 中关于 UIKit 视图与视图控制器生命周期的知识导出。")
    static let ruleHeader = [
        Bilingual(en: "rule", zh: "规则"), Bilingual(en: "severity", zh: "级别"), Bilingual(en: "summary", zh: "摘要"),
        Bilingual(en: "fix", zh: "修复"), Bilingual(en: "sources", zh: "来源"),
    ]
    static let apiHeader = [
        Bilingual(en: "selector", zh: "选择器"), Bilingual(en: "Swift", zh: "Swift"), Bilingual(en: "class", zh: "类"),
        Bilingual(en: "introduced", zh: "引入版本"), Bilingual(en: "deprecated", zh: "废弃版本"),
        Bilingual(en: "requires super", zh: "须调用 super"), Bilingual(en: "summary", zh: "摘要"),
    ]
    static let violationHeader = [
        Bilingual(en: "line", zh: "行"), Bilingual(en: "severity", zh: "级别"), Bilingual(en: "rule", zh: "规则"),
        Bilingual(en: "object", zh: "对象"), Bilingual(en: "message", zh: "说明"),
    ]

    /// A header row in one language.
    static func header(_ labels: [Bilingual], _ language: Language) -> [String] {
        labels.map { $0.text(language) }
    }
}
