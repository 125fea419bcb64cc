import Foundation
import SnapFitApp
import SnapFitAppCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The one `URLSession` of the test process. A session per run would keep its idle connections (and a sandbox
/// thread for each) open until the process ends: hundreds of them, past the 1,024 descriptors `select` can handle.
let testURLSession = AppDI.makeSession()
