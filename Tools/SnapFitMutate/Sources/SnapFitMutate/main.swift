import Foundation
import SnapFitMutateKit

// snapfit-mutate: a mutation check of one package's tests. See `usage` below and the README.
let usage = """
    Usage: snapfit-mutate <package-folder> [--under PATH ...] [--sample N] [--seed S] [--timeout SECONDS]
                          [--minimum PERCENT]

    Mutates the package's Swift sources (under the given paths, relative to the package; default Sources) in a
    scratch copy, one mutant at a time: flips a comparison, negates a condition, moves an integer constant by one,
    drops a throw or an early return. Runs the package's tests for each, prints the mutants that survive (file:line
    and the change), the mutation score and the run time. --sample takes N mutants, the same ones for the same
    --seed. A mutant's tests may run --timeout seconds (default: ten times the unmutated run, at least 20 s) before
    they count as failed. --minimum makes the exit status 1 when the score is below PERCENT.
    """

/// Writes a line at once, unbuffered, so a CI log shows the run as it goes.
func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

guard let options = MutateOptions.parse(Array(CommandLine.arguments.dropFirst())) else {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(64)
}
let package = URL(fileURLWithPath: options.package).standardizedFileURL
let started = ContinuousClock.now

var files: [(path: String, contents: String)] = []
for folder in options.under {
    let root = package.appendingPathComponent(folder)
    let paths = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []).sorted()
    for path in paths where path.hasSuffix(".swift") {
        let relative = folder + "/" + path
        if let contents = try? String(contentsOf: package.appendingPathComponent(relative), encoding: .utf8) {
            files.append((relative, contents))
        }
    }
}
let all = MutationSites.mutations(in: files)
let chosen = options.sample.map { MutationSites.sample(all, count: $0, seed: options.seed) } ?? all
say("\(all.count) mutants in \(files.count) files; running \(chosen.count)")

/// Runs the chosen mutants and returns the exit status: 1 when there is no score or it is below `--minimum`.
func mutate() throws -> Int32 {
    var run = try MutationRun(package: package, timeout: options.timeoutSeconds.map { .seconds($0) })
    defer { run.cleanUp() }
    guard run.baselinePasses() else {
        say("The package's tests do not pass unmutated: no score.")
        return 1
    }
    var counts: [MutationRun.Outcome: Int] = [:]
    for mutation in chosen {
        let outcome = try run.outcome(of: mutation)
        counts[outcome, default: 0] += 1
        if outcome == .survived { say("survived  \(mutation.file):\(mutation.line)  \(mutation.change)") }
    }
    let (killed, survived) = (counts[.killed] ?? 0, counts[.survived] ?? 0)
    let seconds = started.duration(to: .now).components.seconds
    guard killed + survived > 0 else {
        say("No mutant compiled: no score · \(seconds) s")
        return 1
    }
    let score = Double(killed) * 100 / Double(killed + survived)
    say(
        "killed \(killed) · survived \(survived) · stillborn \(counts[.stillborn] ?? 0) · "
            + "score \(String(format: "%.1f", score))% · \(seconds) s")
    return options.minimum.map { score < $0 ? 1 : 0 } ?? 0
}

do {
    exit(try mutate())
} catch {
    say("cannot copy the package: \(error.localizedDescription)")
    exit(1)
}
