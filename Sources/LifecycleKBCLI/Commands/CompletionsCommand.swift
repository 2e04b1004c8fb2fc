import ArgumentParser
import LifecycleCLISupport

/// `completions bash|zsh|fish`: the shell completion script ArgumentParser generates from the commands.
struct CompletionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "completions",
        abstract: "Print a completion script for bash, zsh or fish.",
        discussion: """
            Install it once per shell (each first makes its folder):
              bash:
                mkdir -p ~/.local/share/bash-completion/completions
                lifecycle-kb completions bash \\
                  > ~/.local/share/bash-completion/completions/lifecycle-kb
              zsh (with fpath+=(~/.zfunc) before compinit in ~/.zshrc):
                mkdir -p ~/.zfunc
                lifecycle-kb completions zsh > ~/.zfunc/_lifecycle-kb
              fish:
                mkdir -p ~/.config/fish/completions
                lifecycle-kb completions fish \\
                  > ~/.config/fish/completions/lifecycle-kb.fish

            Rule, order, scenario, source and trace ids complete from the store (--db, else the default one).
            """
    )

    @Argument(help: "The shell: bash, zsh or fish.")
    var shell: Shell

    /// The shells ArgumentParser writes completion scripts for.
    enum Shell: String, ExpressibleByArgument, CaseIterable {
        case bash, zsh, fish

        var completionShell: CompletionShell {
            switch self {
            case .bash: .bash
            case .zsh: .zsh
            case .fish: .fish
            }
        }
    }

    func run() {
        Terminal.write(LifecycleKBCommand.completionScript(for: shell.completionShell))
    }
}
