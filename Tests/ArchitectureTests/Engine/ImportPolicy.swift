/// Which modules the files in a rule's scope may import.
indirect enum ImportPolicy: Equatable, Sendable {
    /// Only these modules, nothing else.
    case only(Set<String>)
    /// Anything but these modules.
    case never(Set<String>)
    /// Any non-SnapFit module; of the `SnapFit…` modules, only these.
    case snapFitOnly(Set<String>)
    /// What every one of these policies allows.
    case all(of: [ImportPolicy])

    func allows(_ module: String) -> Bool {
        switch self {
        case .only(let allowed): allowed.contains(module)
        case .never(let forbidden): !forbidden.contains(module)
        case .snapFitOnly(let allowed): !module.hasPrefix("SnapFit") || allowed.contains(module)
        case .all(let policies): policies.allSatisfy { $0.allows(module) }
        }
    }
}
