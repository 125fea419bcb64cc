import Foundation
import Glibc
import Synchronization

// Debian's `faketime` (libfaketime 0.9.10) moves every absolute timer deadline as if it were on the realtime clock.
// Dispatch arms its timers (every `Task.sleep`) at absolute CLOCK_MONOTONIC and CLOCK_BOOTTIME deadlines, so under
// `faketime` they land decades away, or before 1970 (EINVAL), and every sleep hangs. The test process therefore
// defines `timerfd_create` and `timerfd_settime` itself: exported from the executable, they come before the preloaded
// library. An absolute deadline is moved from the clock this process reads (faked or not) to the kernel's, then armed
// through libc. Without `faketime` both clocks are libc's and the calls go through unchanged.

/// libc's own functions, whatever is preloaded before it.
private enum LibC {
    typealias Create = @convention(c) (Int32, Int32) -> Int32
    typealias SetTime =
        @convention(c) (Int32, Int32, UnsafePointer<itimerspec>?, UnsafeMutablePointer<itimerspec>?)
        -> Int32
    typealias ClockGetTime = @convention(c) (clockid_t, UnsafeMutablePointer<timespec>?) -> Int32

    static let create = function("timerfd_create", as: Create.self)
    static let setTime = function("timerfd_settime", as: SetTime.self)
    static let clockGetTime = function("clock_gettime", as: ClockGetTime.self)
    /// Whether `clock_gettime` reaches libc's, so the clocks need no translating.
    static let clocksAreTheKernels: Bool = {
        guard let own = symbol("clock_gettime") else { return true }
        return dlsym(UnsafeMutableRawPointer(bitPattern: 0), "clock_gettime") == own
    }()
    /// `TFD_TIMER_ABSTIME`, which Glibc's module does not import.
    static let absoluteTime: Int32 = 1

    private static func function<F>(_ name: String, as type: F.Type) -> F? {
        symbol(name).map { unsafeBitCast($0, to: type) }
    }

    private static func symbol(_ name: String) -> UnsafeMutableRawPointer? {
        dlopen("libc.so.6", RTLD_NOW | RTLD_NOLOAD).flatMap { dlsym($0, name) }
    }
}

/// The clock of each timer descriptor made in this process.
private let timerClocks = Mutex<[Int32: clockid_t]>([:])

@_cdecl("timerfd_create")
func timerfdCreate(_ clock: Int32, _ flags: Int32) -> Int32 {
    guard let create = LibC.create else { return -1 }
    let descriptor = create(clock, flags)
    if descriptor >= 0 { timerClocks.withLock { $0[descriptor] = clockid_t(clock) } }
    return descriptor
}

@_cdecl("timerfd_settime")
func timerfdSettime(
    _ descriptor: Int32, _ flags: Int32, _ new: UnsafePointer<itimerspec>?, _ old: UnsafeMutablePointer<itimerspec>?
) -> Int32 {
    guard let setTime = LibC.setTime else { return -1 }
    guard let new, flags & LibC.absoluteTime != 0, !LibC.clocksAreTheKernels,
        new.pointee.it_value.tv_sec != 0 || new.pointee.it_value.tv_nsec != 0,
        let clock = timerClocks.withLock({ $0[descriptor] }), let kernelTime = LibC.clockGetTime
    else { return setTime(descriptor, flags, new, old) }
    var seen = timespec()
    var kernel = timespec()
    guard clock_gettime(clock, &seen) == 0, kernelTime(clock, &kernel) == 0 else {
        return setTime(descriptor, flags, new, old)
    }
    func nanoseconds(_ time: timespec) -> Int64 { Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec) }
    let deadline = nanoseconds(new.pointee.it_value) - nanoseconds(seen) + nanoseconds(kernel)
    var moved = new.pointee
    let kept = max(1, deadline)  // 0 would disarm the timer
    moved.it_value = timespec(tv_sec: Int(kept / 1_000_000_000), tv_nsec: Int(kept % 1_000_000_000))
    return setTime(descriptor, flags, &moved, old)
}

extension ProcessInfo {
    /// This process's environment for a child it runs (a built `snapfit`): without a preloaded libfaketime, whose
    /// timers would hang the child as they hung this process, so a child keeps the real clock.
    public var environmentForChildren: [String: String] {
        var environment = self.environment
        let kept = (environment["LD_PRELOAD"] ?? "").split(separator: ":").filter { !$0.contains("libfaketime") }
        environment["LD_PRELOAD"] = kept.isEmpty ? nil : kept.joined(separator: ":")
        return environment
    }
}
