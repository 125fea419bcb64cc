// The socket transport exists where Glibc does (Linux).
#if canImport(Glibc)
    import Glibc

    import Foundation
    import SnapFitNetworkingTestSupport
    import Synchronization
    import Testing

    @testable import SnapFitNetworking

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    /// The socket session against servers on loopback that answer well, redirect, break off, dribble or flood.
    struct SocketSessionTests {
        private static let quick = ExchangeLimits(
            deadline: .milliseconds(300), maxHeadBytes: 4096, maxBodyBytes: 1 << 20)

        private func networkError(_ body: () async throws -> Void) async -> NetworkError? {
            do {
                try await body()
                return nil
            } catch let error as NetworkError {
                return error
            } catch {
                return .transport(code: -1)
            }
        }

        @Test func get_sendsOneWellFormedRequest_andReturnsTheAnswer() async throws {
            // Given
            let received = Mutex("")
            let server = try LoopbackServer { connection in
                received.withLock { $0 = connection.readRequest() }
                connection.write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}")
                connection.close()
            }
            defer { server.stop() }
            var request = URLRequest(
                url: server.baseURL.appendingPathComponent("snap fit").appending(queryItems: [
                    URLQueryItem(name: "q", value: "a b")
                ]))
            request.setValue("Bearer t", forHTTPHeaderField: "Authorization")
            // When
            let (body, response) = try await SocketSession().data(for: request)
            // Then
            let http = try #require(response as? HTTPURLResponse)
            #expect(http.statusCode == 200)
            #expect(http.value(forHTTPHeaderField: "content-type") == "application/json")
            #expect(body == Data("{}".utf8))
            let lines = received.withLock { $0 }.components(separatedBy: "\r\n")
            #expect(lines.first == "GET /snap%20fit?q=a%20b HTTP/1.1")
            #expect(lines.contains("Host: 127.0.0.1:\(server.port)"))
            #expect(lines.contains("Authorization: Bearer t"))
            #expect(lines.contains("Connection: close"))
            #expect(lines.contains("Accept-Encoding: identity"))
        }

        @Test(arguments: [302, 307])
        func redirectToAnotherOrigin_comesBackAsTheAnswer_andNothingReachesTheOtherOrigin(status: Int) async throws {
            // Given: an origin that sends every request elsewhere, and the elsewhere
            let elsewhere = try LoopbackServer { connection in
                _ = connection.readRequest()
                connection.write("HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n")
                connection.close()
            }
            defer { elsewhere.stop() }
            let origin = try LoopbackServer { connection in
                _ = connection.readRequest()
                connection.write(
                    "HTTP/1.1 \(status) Moved\r\nLocation: http://localhost:\(elsewhere.port)/steal\r\nContent-Length: 0\r\n\r\n"
                )
                connection.close()
            }
            defer { origin.stop() }
            var request = URLRequest(url: origin.baseURL.appendingPathComponent("snapfit/reservation"))
            request.httpMethod = "POST"
            request.httpBody = Data("{}".utf8)
            request.setValue("Bearer secret", forHTTPHeaderField: "Authorization")
            // When
            let (_, response) = try await SocketSession().data(for: request)
            // Then: the redirect is the answer; the POST went out once, and nothing went elsewhere
            #expect((response as? HTTPURLResponse)?.statusCode == status)
            #expect(origin.connectionCount == 1)
            #expect(elsewhere.connectionCount == 0)
        }

        @Test func connectionClosedAfterTheRequest_isAnAnswerLost_notUnreachable() async throws {
            // Given: a server that takes the request and closes without a word
            let server = try LoopbackServer { connection in
                _ = connection.readRequest()
                connection.close()
            }
            defer { server.stop() }
            var request = URLRequest(url: server.baseURL.appendingPathComponent("snapfit/reservation"))
            request.httpMethod = "POST"
            // When
            let error = await networkError { _ = try await SocketSession().data(for: request) }
            // Then
            #expect(error == .connectionLost)
        }

        @Test func connectionClosedMidAnswer_isAnAnswerLost() async throws {
            let server = try LoopbackServer { connection in
                _ = connection.readRequest()
                connection.write("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n{\"par")
                connection.close()
            }
            defer { server.stop() }
            let error = await networkError { _ = try await SocketSession().data(for: URLRequest(url: server.baseURL)) }
            #expect(error == .connectionLost)
        }

        @Test func nothingListening_isCannotConnect() async throws {
            let url = try #require(URL(string: "http://127.0.0.1:\(try LoopbackServer.closedPort())/"))
            let error = await networkError { _ = try await SocketSession().data(for: URLRequest(url: url)) }
            #expect(error == .cannotConnect)
        }

        @Test func answerDribbledWithoutPause_endsAtTheDeadline() async throws {
            // Given: a server that never stays silent, but never finishes either
            let server = try LoopbackServer { connection in
                _ = connection.readRequest()
                guard connection.write("HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n") else { return }
                while connection.write("x") { usleep(10_000) }
                connection.close()
            }
            defer { server.stop() }
            // When
            let error = await networkError {
                _ = try await SocketSession(limits: Self.quick).data(for: URLRequest(url: server.baseURL))
            }
            // Then: cut off (the whole answer would have taken 10 s, with never more than 10 ms of silence)
            #expect(error == .timedOut)
        }

        @Test func endlessAnswer_isCutAtTheBodyLimit() async throws {
            // Given: a body with no length that never ends
            let server = try LoopbackServer { connection in
                _ = connection.readRequest()
                guard connection.write("HTTP/1.1 200 OK\r\n\r\n") else { return }
                let block = String(repeating: "x", count: 64 << 10)
                while connection.write(block) {}
                connection.close()
            }
            defer { server.stop() }
            let limits = ExchangeLimits(deadline: .seconds(10), maxHeadBytes: 4096, maxBodyBytes: 1 << 20)
            // When
            let error = await networkError {
                _ = try await SocketSession(limits: limits).data(for: URLRequest(url: server.baseURL))
            }
            // Then
            guard case .invalidAnswer(let reason) = error else {
                Issue.record("not refused: \(String(describing: error))")
                return
            }
            #expect(reason.contains("larger than 1 MiB"))
        }

        @Test func methodWithALineBreak_isRefusedBeforeAnythingIsSent() async throws {
            // Given: a method smuggling a second request line (Foundation drops such header values itself)
            let server = try LoopbackServer { $0.close() }
            defer { server.stop() }
            var request = URLRequest(url: server.baseURL)
            request.httpMethod = "GET / HTTP/1.1\r\nHost: x\r\n\r\nDELETE"
            // When
            let error = await networkError { _ = try await SocketSession().data(for: request) }
            // Then
            #expect(error == .invalidRequest(reason: "a line break in the method or URL"))
            #expect(server.connectionCount == 0)
        }

        @Test func otherSchemes_goToTheGivenSession_andWithoutOneAreRefused() async throws {
            // Given
            let https = StubURLSession { request in
                (
                    Data("tls".utf8),
                    HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: nil, headerFields: nil)!
                )
            }
            let request = URLRequest(url: URL(string: "https://api.snapfit.example/snapfit/vibes")!)
            // When
            let (body, _) = try await SocketSession(otherSchemes: https).data(for: request)
            let refused = await networkError { _ = try await SocketSession().data(for: request) }
            // Then
            #expect(body == Data("tls".utf8))
            #expect(https.requests.count == 1)
            #expect(refused == .invalidRequest(reason: "only http:// is sent by this session"))
        }

        @Test func put_tellsHowManyBodyBytesHaveGone_upToTheWholeBody() async throws {
            // Given: a body far larger than one write
            let body = Data(repeating: 7, count: 4 << 20)
            let server = try LoopbackServer { connection in
                _ = connection.readRequest()
                connection.write("HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n")
                connection.close()
            }
            defer { server.stop() }
            var request = URLRequest(url: server.baseURL)
            request.httpMethod = "PUT"
            request.httpBody = body
            let reports = Mutex<[Int]>([])
            // When
            _ = try await SocketSession().data(for: request) { sent in reports.withLock { $0.append(sent) } }
            // Then: counts of the body only, never falling, ending at its size
            let counts = reports.withLock { $0 }
            #expect(counts.count > 1)
            #expect(counts == counts.sorted())
            #expect(counts.last == body.count)
        }

        /// A server that refuses a large body from its head alone, as a size-limited front does, then closes or
        /// keeps the connection without reading.
        private static func earlyAnswerServer(status: String, closes: Bool) throws -> LoopbackServer {
            try LoopbackServer { connection in
                var head: [UInt8] = []
                var byte: UInt8 = 0
                while recv(connection.descriptor, &byte, 1, 0) == 1 {
                    head.append(byte)
                    if head.suffix(4) == Array("\r\n\r\n".utf8) { break }
                }
                connection.write("HTTP/1.1 \(status)\r\nContent-Length: 9\r\n\r\ntoo large")
                guard closes else { return _ = connection.readRequest() }
                shutdown(connection.descriptor, Int32(SHUT_WR))
                connection.close()
            }
        }

        @Test(arguments: [true, false])
        func serverAnswersBeforeReadingTheBody_itsAnswerIsReturned(closes: Bool) async throws {
            // Given
            let server = try Self.earlyAnswerServer(status: "413 Payload Too Large", closes: closes)
            defer { server.stop() }
            var request = URLRequest(url: server.baseURL)
            request.httpMethod = "PUT"
            request.httpBody = Data(repeating: 1, count: 8 << 20)
            // When
            let (body, response) = try await SocketSession().data(for: request)
            // Then
            #expect((response as? HTTPURLResponse)?.statusCode == 413)
            #expect(body == Data("too large".utf8))
        }

        @Test func serverClaimsSuccessBeforeTheBodyWent_theAnswerIsLost() async throws {
            // Given
            let server = try Self.earlyAnswerServer(status: "200 OK", closes: true)
            defer { server.stop() }
            var request = URLRequest(url: server.baseURL)
            request.httpMethod = "PUT"
            request.httpBody = Data(repeating: 1, count: 8 << 20)
            // When
            let error = await networkError { _ = try await SocketSession().data(for: request) }
            // Then
            #expect(error == .connectionLost)
        }

        /// A server that reads the request, tells `arrived`, holds the connection until `release` opens, then writes
        /// `reply` and closes.
        private static func holdingServer(arrived: Latch, release: Latch, then reply: String) throws -> LoopbackServer {
            try LoopbackServer { connection in
                _ = connection.readRequest()
                Task { await arrived.arrive() }
                let done = DispatchSemaphore(value: 0)
                Task {
                    await release.wait()
                    done.signal()
                }
                done.wait()
                connection.write(reply)
                connection.close()
            }
        }

        @Test(.timeLimit(.minutes(1)))
        func cancelled_whileTheServerIsSilent_throwsCancelledAtOnce() async throws {
            // Given: a server that takes the request and does not answer, and a deadline far away
            let (arrived, release) = (Latch(count: 1), Latch(count: 1))
            let server = try Self.holdingServer(arrived: arrived, release: release, then: "")
            defer { server.stop() }
            let patient = ExchangeLimits(deadline: .seconds(60), maxHeadBytes: 4096, maxBodyBytes: 1 << 20)
            let request = URLRequest(url: server.baseURL)
            let exchange = Task {
                await networkError { _ = try await SocketSession(limits: patient).data(for: request) }
            }
            await arrived.wait()
            // When
            exchange.cancel()
            // Then
            #expect(await exchange.value == .cancelled)
            await release.arrive()
        }

        @Test(.timeLimit(.minutes(1)))
        func cancelledWrite_waitsForItsAnswer_soWhatHappenedIsKnown() async throws {
            // Given: a server that answers a POST only once the test lets it
            let (arrived, release) = (Latch(count: 1), Latch(count: 1))
            let server = try Self.holdingServer(
                arrived: arrived, release: release, then: "HTTP/1.1 201 Created\r\nContent-Length: 0\r\n\r\n")
            defer { server.stop() }
            var request = URLRequest(url: server.baseURL)
            request.httpMethod = "POST"
            let exchange = Task { try await SocketSession().data(for: request).1 as? HTTPURLResponse }
            await arrived.wait()
            // When
            exchange.cancel()
            await release.arrive()
            // Then
            #expect(try await exchange.value?.statusCode == 201)
        }
    }
#endif
