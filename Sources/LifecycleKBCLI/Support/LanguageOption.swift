import ArgumentParser
import Foundation
import LifecycleModel

/// `--lang en|zh` of a command that shows bilingual records (`rules show`, `orders show`): one
/// language, the user's locale's when left out.
struct LanguageOption: ParsableArguments {
    @Option(help: "Show the text in this language: en or zh (default: the locale's, from LC_ALL, LC_MESSAGES or LANG).")
    var lang: Language?

    var language: Language { lang ?? .ofLocale }
}

extension Language {
    /// The language of the user's locale, for `--lang` left out: Chinese when `LC_ALL`, else
    /// `LC_MESSAGES`, else `LANG` names it (`zh_CN.UTF-8`), English otherwise.
    static var ofLocale: Language {
        let environment = ProcessInfo.processInfo.environment
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        return locale.lowercased().hasPrefix("zh") ? .zh : .en
    }
}
