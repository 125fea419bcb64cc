extension Route {
    /// The route's declaration: every route has one, so the router, the handlers and `/api-docs` agree.
    var declaration: RouteDeclaration {
        switch self {
        case .open(let route): route.declaration
        case .signedIn(let route): route.declaration
        }
    }
}

extension OpenRoute {
    var declaration: RouteDeclaration {
        switch self {
        case .signUp:
            RouteDeclaration(
                method: "POST", path: "/snapfit/user", operationId: "signUp",
                summary: "Sign up a customer for the social account in the header (§3.1).", access: .socialToken,
                body: .signUp, answer: .json(.tokens),
                failures: [.snapfit(.invalidSocialToken), .snapfit(.existUser)])
        case .login:
            RouteDeclaration(
                method: "GET", path: "/snapfit/login", operationId: "login",
                summary: "Sign in with the social account in the header (§3.2).", access: .socialToken,
                query: [.socialType], answer: .json(.tokens),
                failures: [.snapfit(.invalidSocialToken), .snapfit(.notExistUser), .snapfit(.leaveUser)])
        case .refresh:
            RouteDeclaration(
                method: "GET", path: "/refresh/token", operationId: "refresh",
                summary: "A new token pair for any valid SnapFit JWT (§3.3); no /snapfit prefix.", access: .open,
                query: [.refreshToken], answer: .json(.tokens), failures: [.snapfit(.invalidToken)])
        case .vibes:
            RouteDeclaration(
                method: "GET", path: "/snapfit/vibes", operationId: "vibes", summary: "The vibes (§3.8).",
                access: .open, answer: .json(.array(of: .vibe)))
        case .locations:
            RouteDeclaration(
                method: "GET", path: "/snapfit/locations", operationId: "locations", summary: "The locations (§3.9).",
                access: .open, answer: .json(.array(of: .location)))
        case .latestRates:
            RouteDeclaration(
                method: "GET", path: "/api/latest.json", operationId: "latestRates",
                summary: "The sandbox's stand-in for Open Exchange Rates (outside the contract).", access: .open,
                answer: .json(.rates))
        case .apiDocs:
            RouteDeclaration(
                method: "GET", path: "/api-docs", operationId: "apiDocs",
                summary: "This OpenAPI document, as the real server publishes its own (§1).", access: .open,
                answer: .document)
        case .uploadImage:
            RouteDeclaration(
                method: "PUT", path: Route.storagePrefix + "{fileName}", operationId: "uploadImage",
                summary: "The storage stand-in: PUT a picture to a signed upload URL within 3 minutes (§5).",
                access: .signedURL, query: [.uploadExpires, .uploadSignature], takesPicture: true, answer: .empty,
                failures: [
                    .storage(status: 403, code: "AccessDenied"), .storage(status: 403, code: "SignatureDoesNotMatch"),
                    .storage(status: 403, code: "QuotaExceeded"), .storage(status: 400, code: "ExpiredToken"),
                ])
        case .downloadImage:
            RouteDeclaration(
                method: "GET", path: Route.storagePrefix + "{fileName}", operationId: "downloadImage",
                summary: "The storage stand-in: a stored picture at its public URL (§5).", access: .open,
                answer: .picture, failures: [.storage(status: 404, code: "NoSuchKey")])
        }
    }
}

extension SignedInRoute {
    var declaration: RouteDeclaration {
        // The caller, or (a list or detail fails whole, §4.8) one of its makers or participants, left or is missing.
        let user: [APIFailure] = [.snapfit(.notExistUser), .snapfit(.leaveUser)]
        let reservations: [APIFailure] = user + [.snapfit(.notExistPost)]
        switch self {
        case .logout:
            return RouteDeclaration(
                method: "POST", path: "/snapfit/logout", operationId: "logout",
                summary: "A no-op: nothing is revoked (§3.4).", access: .accessToken, query: [.refreshToken],
                answer: .empty)
        case .profile:
            return RouteDeclaration(
                method: "GET", path: "/snapfit/user", operationId: "profile", summary: "The caller's profile (§3.5).",
                access: .accessToken, answer: .json(.user), failures: user)
        case .withdraw:
            return RouteDeclaration(
                method: "DELETE", path: "/snapfit/user", operationId: "withdraw",
                summary: "Withdraw (a soft delete; tokens stay valid) (§3.6).", access: .accessToken, answer: .empty,
                failures: [.snapfit(.notExistUser)])
        case .modifyInfo:
            return RouteDeclaration(
                method: "POST", path: "/snapfit/user/info", operationId: "modifyInfo",
                summary: "Replace nickname and vibes; the current nickname is 409, code 15 (§3.7).",
                access: .accessToken, body: .infoModify, answer: .json(.user),
                failures: user + [.snapfit(.existNickname)])
        case .imagePaths:
            return RouteDeclaration(
                method: "GET", path: "/snapfit/image/paths", operationId: "imagePaths",
                summary: "Signed upload URLs, one per extension, valid 3 minutes (§3.10); the sandbox holds at most "
                    + "\(Backend.maxOpenUploadSlots) unused per user (429 past them).",
                access: .accessToken, query: [.extensions], answer: .json(.postFile),
                failures: [.quota(retryAfter: Backend.uploadURLLifetime)])
        case .createPost:
            return RouteDeclaration(
                method: "POST", path: "/snapfit/post", operationId: "createPost",
                summary: "A maker lists a product over uploaded pictures (§3.11).", access: .accessToken,
                body: .createPost, answer: .json(.postDetail),
                failures: user + [.snapfit(.notMaker), .snapfit(.notExistImage)])
        case .postDetail:
            return RouteDeclaration(
                method: "GET", path: "/snapfit/post", operationId: "postDetail",
                summary: "A product's detail; hidden ones too (§3.12).", access: .accessToken,
                query: [.postDetailId], answer: .json(.postDetail), failures: user + [.snapfit(.notExistPost)])
        case .postsByVibes:
            return RouteDeclaration(
                method: "GET", path: "/snapfit/posts/filter/vibes", operationId: "postsByVibes",
                summary: "Valid products with any of the vibes (§3.13).", access: .accessToken,
                query: [.vibes, .limit, .offset], answer: .json(.postPage), failures: user)
        case .allPosts:
            return RouteDeclaration(
                method: "GET", path: "/snapfit/posts/all", operationId: "allPosts",
                summary: "Every valid product (§3.14).", access: .accessToken, query: [.limit, .offset],
                answer: .json(.postPage), failures: user)
        case .makerPosts:
            return RouteDeclaration(
                method: "GET", path: "/snapfit/posts/maker", operationId: "makerPosts",
                summary: "One maker's valid products (§3.15).", access: .accessToken,
                query: [.limit, .offset, .makerId], answer: .json(.postPage), failures: user)
        case .like:
            return RouteDeclaration(
                method: "POST", path: "/snapfit/post/like", operationId: "like", summary: "Like a product (§3.16).",
                access: .accessToken, query: [.postId], answer: .empty, failures: [.snapfit(.alreadyLikePost)])
        case .unlike:
            return RouteDeclaration(
                method: "DELETE", path: "/snapfit/post/like", operationId: "unlike",
                summary: "Take a like back (§3.17).", access: .accessToken, query: [.postId], answer: .empty,
                failures: [.snapfit(.alreadyLikePost)])
        case .likeCount:
            return RouteDeclaration(
                method: "GET", path: "/snapfit/post/like/count", operationId: "likeCount",
                summary: "The caller's likes, hidden products included (§3.18).", access: .accessToken,
                answer: .json(.count))
        case .likedPosts:
            return RouteDeclaration(
                method: "GET", path: "/snapfit/post/like", operationId: "likedPosts",
                summary: "The caller's liked valid products; offset at most 100 (§3.19).", access: .accessToken,
                query: [.limit, .likedOffset], answer: .json(.postPage), failures: user)
        case .createReservation:
            return RouteDeclaration(
                method: "POST", path: "/snapfit/reservation", operationId: "createReservation",
                summary: "Book one of a product's options (§3.20).", access: .accessToken, body: .reservationCreate,
                answer: .json(.reservationDetail), failures: reservations + [.snapfit(.invalidPrice)])
        case .makerReservations:
            return RouteDeclaration(
                method: "GET", path: "/snapfit/reservation/maker", operationId: "makerReservations",
                summary: "Bookings of the caller's products; makers only (§3.21).", access: .accessToken,
                query: [.limit, .offset], answer: .json(.reservationPage),
                failures: reservations + [.snapfit(.forbidden)])
        case .userReservations:
            return RouteDeclaration(
                method: "GET", path: "/snapfit/reservation/user", operationId: "userReservations",
                summary: "The caller's bookings, cancelled ones included (§3.22).", access: .accessToken,
                query: [.limit, .offset], answer: .json(.reservationPage), failures: reservations)
        case .reservationDetail:
            return RouteDeclaration(
                method: "GET", path: "/snapfit/reservation", operationId: "reservationDetail",
                summary: "A booking, for its customer or its maker (§3.23).", access: .accessToken,
                query: [.reservationId], answer: .json(.reservationDetail),
                failures: reservations + [.snapfit(.reservationNotFound), .snapfit(.forbidden)])
        case .cancelReservation:
            return RouteDeclaration(
                method: "DELETE", path: "/snapfit/reservation", operationId: "cancelReservation",
                summary: "The customer cancels, once; a missing booking is 403, code 33 (§3.24).",
                access: .accessToken, query: [.reservationId, .cancelMessage], answer: .json(.reservationDetail),
                failures: reservations + [.snapfit(.forbidden), .snapfit(.alreadyRemoved)])
        case .reservationCount:
            return RouteDeclaration(
                method: "GET", path: "/snapfit/reservation/count", operationId: "reservationCount",
                summary: "The caller's bookings, cancelled ones included (§3.25).", access: .accessToken,
                answer: .json(.count))
        }
    }
}
