import CEventPolling
import Glibc
import Synchronization

/// One of the server's event loops, as other threads see it: where handlers' answers and the server's stop are
/// posted, and the task executor its handlers run on, so a request's handler runs on the thread that read the
/// request (default actors included) unless it hops to an actor with an executor of its own. Its `EventReactor` does the work on the loop's own thread.
final class EventLoop: TaskExecutor, Sendable {
    /// What other code asks of the loop.
    enum Message: Sendable {
        /// A handler's answer to the request of connection `serial`.
        case answer(serial: UInt64, response: HTTPResponse)
        /// A client another loop accepted, to be served on this one.
        case adopt(descriptor: Int32, entry: ConnectionTable.Entry)
        /// Stop accepting, finish the requests in flight, then end.
        case stop
    }

    /// What was posted since the loop last looked.
    struct Inbox {
        var jobs: [UnownedJob] = []
        var messages: [Message] = []
        /// Set when the loop has ended: jobs go to the global executor from then on.
        var closed = false
    }

    /// An `eventfd` the loop polls: written when something is posted from another thread while the loop may be
    /// waiting.
    let wakeDescriptor: Int32
    /// The connections open on this loop, or handed to it and not yet taken in.
    let connectionCount = Atomic<Int>(0)
    private let inbox = Mutex(Inbox())
    /// The loop's thread (`pthread_self()`), once it runs.
    private let thread = Atomic<UInt>(0)
    /// Set while the loop may be asleep in `epoll_wait`: only then does a post need to wake it.
    private let mayBeAsleep = Atomic<Bool>(false)

    init() throws(HTTPServerError) {
        wakeDescriptor = eventfd(0, Int32(EFD_NONBLOCK | EFD_CLOEXEC))
        guard wakeDescriptor >= 0 else { throw .socketFailed(operation: "eventfd", errno: errno) }
    }

    deinit {
        close(wakeDescriptor)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let accepted = inbox.withLock { inbox in
            guard !inbox.closed else { return false }
            inbox.jobs.append(job)
            return true
        }
        guard accepted else { return globalConcurrentExecutor.enqueue(ExecutorJob(job)) }
        wakeUnlessOnLoop()
    }

    /// Hands `message` to the loop; false when the loop has ended and will read no more.
    @discardableResult
    func post(_ message: Message) -> Bool {
        let accepted = inbox.withLock { inbox in
            guard !inbox.closed else { return false }
            inbox.messages.append(message)
            return true
        }
        if accepted { wakeUnlessOnLoop() }
        return accepted
    }

    /// Whether anything was posted since the loop last took its inbox.
    var hasPosts: Bool {
        inbox.withLock { !$0.jobs.isEmpty || !$0.messages.isEmpty }
    }

    /// Runs one job taken from the inbox, on the loop's thread.
    func run(_ job: UnownedJob) {
        job.runSynchronously(on: asUnownedTaskExecutor())
    }

    /// Called once by the loop's thread before it serves.
    func bindToCurrentThread() {
        thread.store(pthread_self(), ordering: .releasing)
    }

    /// Takes everything posted so far; with `closing`, later jobs go to the global executor.
    func takeInbox(closing: Bool = false) -> Inbox {
        inbox.withLock { inbox in
            var taken = Inbox()
            swap(&taken, &inbox)
            inbox.closed = closing
            return taken
        }
    }

    /// Called by the loop's thread before it looks at its inbox one last time and waits for events: a post from then
    /// on writes the wake-up. (A post is either seen by that look or made after it, when it finds this set: the
    /// inbox's lock orders the two.)
    func willWait() {
        mayBeAsleep.store(true, ordering: .sequentiallyConsistent)
    }

    /// Called by the loop's thread when its wait is over: posts need no wake-up while it works.
    func isAwake() {
        mayBeAsleep.store(false, ordering: .sequentiallyConsistent)
    }

    /// Takes the messages posted so far, leaving the jobs.
    func takeMessages() -> [Message] {
        inbox.withLock { inbox in
            var taken: [Message] = []
            swap(&taken, &inbox.messages)
            return taken
        }
    }

    /// Clears the wake-up, once the loop has seen it.
    func consumeWake() {
        var count: UInt64 = 0
        _ = read(wakeDescriptor, &count, MemoryLayout<UInt64>.size)
    }

    /// Writes the wake-up when the loop may be waiting for events, unless this is the loop's own thread.
    private func wakeUnlessOnLoop() {
        guard pthread_self() != thread.load(ordering: .acquiring),
            mayBeAsleep.load(ordering: .sequentiallyConsistent)
        else { return }
        var one: UInt64 = 1
        _ = write(wakeDescriptor, &one, MemoryLayout<UInt64>.size)
    }
}
