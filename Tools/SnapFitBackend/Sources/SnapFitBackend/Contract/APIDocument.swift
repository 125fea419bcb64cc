/// The OpenAPI 3.0 document `GET /api-docs` answers, written from the routes' declarations (`Route.declaration`),
/// the request and answer shapes (`Schema`), the error catalogue and the reference tables: nothing in it is kept
/// by hand beside them.
enum APIDocument {
    /// The whole document; vibe and location names are listed from `reference`.
    static func document(reference: ReferenceData) -> JSONValue {
        var components = Components(reference: reference)
        var paths: [(key: String, value: JSONValue)] = []
        for route in Route.all {
            let declaration = route.declaration
            let operation = components.operation(declaration)
            if let index = paths.firstIndex(where: { $0.key == declaration.path }),
                case .object(var methods) = paths[index].value
            {
                methods.append((key: declaration.method.lowercased(), value: operation))
                paths[index].value = .object(methods)
            } else {
                paths.append(
                    (key: declaration.path, value: .object([(key: declaration.method.lowercased(), value: operation)])))
            }
        }
        return [
            "openapi": "3.0.3",
            "info": [
                "title": "SnapFit API (snapfit-sandbox)",
                "version": "c845351",
                "description": .string(
                    "The SnapFit server's wire contract as the sandbox answers it, quirks included: every route of "
                        + "the contract, the storage stand-in's upload and download, and the exchange-rate stand-in. "
                        + "Successes are always 200; failures carry {errorCode, message}, or Spring's default body "
                        + "where the real server has no handler. Written from the routes' own declarations."),
            ],
            "paths": .object(paths),
            "components": [
                "schemas": .object(components.schemas),
                "securitySchemes": [
                    "accessToken": [
                        "type": "http", "scheme": "bearer", "bearerFormat": "JWT",
                        "description": "A SnapFit access JWT (a refresh token works too).",
                    ],
                    "socialToken": [
                        "type": "http", "scheme": "bearer",
                        "description": .string(
                            "The social provider's token (login and sign-up). The sandbox's stand-in verifier takes "
                                + "the token itself as the social id: dev-customer and dev-maker are seeded."),
                    ],
                ],
            ],
        ]
    }
}

/// The named shapes met while writing operations, each written once under `components/schemas`.
private struct Components {
    let reference: ReferenceData
    var schemas: [(key: String, value: JSONValue)] = []

    init(reference: ReferenceData) {
        self.reference = reference
        schemas.append((key: "SpringError", value: Self.springError))
    }

    mutating func operation(_ declaration: RouteDeclaration) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            (key: "operationId", value: .string(declaration.operationId)),
            (key: "summary", value: .string(declaration.summary)),
            (key: "security", value: Self.security(declaration.access)),
        ]
        var parameters = declaration.query.map { parameter(for: $0) }
        if declaration.path.hasSuffix("{fileName}") {
            parameters.insert(
                [
                    "name": "fileName", "in": "path", "required": true,
                    "description": "The stored file's name, as the upload addresses give it.",
                    "schema": ["type": "string", "minLength": 1],
                ], at: 0)
        }
        if !parameters.isEmpty { members.append((key: "parameters", value: .array(parameters))) }
        if let body = declaration.body {
            members.append(
                (
                    key: "requestBody",
                    value: ["required": true, "content": ["application/json": ["schema": schema(body)]]]
                ))
        } else if declaration.takesPicture {
            let content = Backend.uploadContentTypes.values.sorted().map {
                (key: $0, value: ["schema": ["type": "string", "format": "binary"]] as JSONValue)
            }
            members.append((key: "requestBody", value: ["required": true, "content": .object(content)]))
        }
        members.append((key: "responses", value: .object(responses(declaration))))
        if let asBuilt = declaration.asBuilt {
            members.append(
                (
                    key: "x-snapfit-as-built-500",
                    value: ["id": .string(asBuilt.rawValue), "contract": .string(asBuilt.contractWords)]
                ))
        }
        return .object(members)
    }

    private mutating func parameter(for parameter: QueryParameter) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            (key: "name", value: .string(parameter.name)), (key: "in", value: "query"),
            (key: "required", value: true), (key: "description", value: .string(parameter.summary)),
        ]
        switch parameter.kind {
        case .integer(let whole): members.append((key: "schema", value: schema(.integer(whole))))
        case .text(let text): members.append((key: "schema", value: schema(.string(text))))
        case .list(let item, let explode):
            members.append((key: "style", value: "form"))
            members.append((key: "explode", value: .bool(explode)))
            members.append((key: "schema", value: ["type": "array", "minItems": 1, "items": schema(item)]))
        }
        return .object(members)
    }

    /// Every answer of the route by status: its success, then its failures grouped by status.
    private mutating func responses(_ declaration: RouteDeclaration) -> [(key: String, value: JSONValue)] {
        var responses: [(key: String, value: JSONValue)] = [(key: "200", value: success(declaration.answer))]
        let failures = Self.failures(of: declaration)
        for status in Set(failures.map(\.status)).sorted() {
            let group = failures.filter { $0.status == status }
            var response = Self.failureResponse(group)
            if status == 500, let asBuilt = declaration.asBuilt {
                response = Self.replacingDescription(of: response, with: "As built: " + asBuilt.contractWords)
            }
            responses.append((key: String(status), value: response))
        }
        return responses
    }

    private mutating func success(_ answer: RouteDeclaration.Answer) -> JSONValue {
        switch answer {
        case .json(let shape):
            return ["description": "OK", "content": ["application/json": ["schema": schema(shape)]]]
        case .empty:
            return ["description": "OK, with an empty body."]
        case .picture:
            let content = Backend.uploadContentTypes.values.sorted().map {
                (key: $0, value: ["schema": ["type": "string", "format": "binary"]] as JSONValue)
            }
            return ["description": "The stored picture.", "content": .object(content)]
        case .document:
            return ["description": "This document.", "content": ["application/json": ["schema": ["type": "object"]]]]
        }
    }

    /// The route's own failures and those its access, parameters and body bring.
    private static func failures(of declaration: RouteDeclaration) -> [APIFailure] {
        var failures = declaration.failures
        switch declaration.access {
        case .accessToken: failures.append(.snapfit(.invalidToken))
        case .socialToken: failures.append(.invalidRequest)
        case .open, .signedURL: break
        }
        if declaration.access != .signedURL, declaration.body != nil || !declaration.query.isEmpty {
            failures.append(.invalidRequest)
        }
        if declaration.query.contains(where: \.hasBounds) { failures.append(.badRequest) }
        if let asBuilt = declaration.asBuilt { failures.append(.asBuilt(asBuilt, asBuilt.contractWords)) }
        return failures
    }

    private static func failureResponse(_ group: [APIFailure]) -> JSONValue {
        var codes: [SnapFitErrorCode] = []
        var storageCodes: [String] = []
        var spring = false
        for failure in group {
            switch failure {
            case .snapfit(let code): if !codes.contains(code) { codes.append(code) }
            case .storage(_, let code): if !storageCodes.contains(code) { storageCodes.append(code) }
            case .spring, .serverError, .quota: spring = true
            }
        }
        if !storageCodes.isEmpty {
            return [
                "description": .string("The storage stand-in's XML error: " + storageCodes.joined(separator: ", ")),
                "content": ["application/xml": ["schema": ["type": "string"]]],
            ]
        }
        var shapes: [JSONValue] = []
        var words: [String] = []
        if !codes.isEmpty {
            shapes.append(snapfitError(codes))
            words.append(codes.map { "code \($0.rawValue): \($0.message)" }.joined(separator: "; "))
        }
        if spring {
            shapes.append(["$ref": "#/components/schemas/SpringError"])
            words.append("Spring's default error body")
        }
        var response: [(key: String, value: JSONValue)] = [
            (key: "description", value: .string(words.joined(separator: "; or "))),
            (
                key: "content",
                value: ["application/json": ["schema": shapes.count == 1 ? shapes[0] : ["oneOf": .array(shapes)]]]
            ),
        ]
        if let header = headers(for: group) { response.append((key: "headers", value: header)) }
        return .object(response)
    }

    private static func headers(for group: [APIFailure]) -> JSONValue? {
        if group.contains(where: { if case .quota = $0 { true } else { false } }) {
            return [
                "Retry-After": ["description": "Seconds until an open address expires.", "schema": ["type": "integer"]]
            ]
        }
        if group.contains(.snapfit(.invalidToken)) {
            return ["WWW-Authenticate": ["description": "Bearer", "schema": ["type": "string"]]]
        }
        return nil
    }

    private static func snapfitError(_ codes: [SnapFitErrorCode]) -> JSONValue {
        [
            "type": "object", "required": ["errorCode", "message"], "additionalProperties": false,
            "properties": [
                "errorCode": ["type": "integer", "enum": .array(codes.map { .int($0.rawValue) })],
                "message": ["type": "string", "enum": .array(codes.map { .string($0.message) })],
            ],
        ]
    }

    private static let springError: JSONValue = [
        "type": "object", "required": ["timestamp", "path", "status", "error", "requestId"],
        "additionalProperties": false,
        "properties": [
            "timestamp": ["type": "string"], "path": ["type": "string"], "status": ["type": "integer"],
            "error": ["type": "string"], "requestId": ["type": "string"],
        ],
    ]

    private static func security(_ access: RouteDeclaration.Access) -> JSONValue {
        switch access {
        case .open, .signedURL: []
        case .accessToken: [["accessToken": []]]
        case .socialToken: [["socialToken": []]]
        }
    }

    private static func replacingDescription(of response: JSONValue, with description: String) -> JSONValue {
        guard case .object(var members) = response, let index = members.firstIndex(where: { $0.key == "description" })
        else { return response }
        members[index].value = .string(description)
        return .object(members)
    }

    /// The OpenAPI schema of `shape`; a named shape is written once under `components/schemas` and referred to.
    private mutating func schema(_ shape: Schema) -> JSONValue {
        switch shape {
        case .string(let text): return Self.string(text)
        case .integer(let whole):
            var members: [(key: String, value: JSONValue)] = [
                (key: "type", value: "integer"), (key: "format", value: whole.bits == 32 ? "int32" : "int64"),
            ]
            if let range = whole.range {
                members.append((key: "minimum", value: .int(range.lowerBound)))
                members.append((key: "maximum", value: .int(range.upperBound)))
            }
            return .object(members)
        case .boolean: return ["type": "boolean"]
        case .number: return ["type": "number"]
        case .array(let items, let count):
            var members: [(key: String, value: JSONValue)] = [
                (key: "type", value: "array"), (key: "items", value: schema(items)),
            ]
            if let count {
                members.append((key: "minItems", value: .int(count.lowerBound)))
                if count.upperBound != .max { members.append((key: "maxItems", value: .int(count.upperBound))) }
            }
            return .object(members)
        case .object(let fields):
            var properties: [(key: String, value: JSONValue)] = []
            for field in fields {
                var property = schema(field.schema)
                // An optional member may be sent as null, which Jackson binds as absent.
                if !field.required { property = Self.adding([(key: "nullable", value: true)], to: property) }
                if let summary = field.summary {
                    property = Self.adding([(key: "description", value: .string(summary))], to: property)
                }
                properties.append((key: field.name, value: property))
            }
            var members: [(key: String, value: JSONValue)] = [(key: "type", value: "object")]
            let required = fields.filter(\.required).map { JSONValue.string($0.name) }
            if !required.isEmpty { members.append((key: "required", value: .array(required))) }
            members.append((key: "properties", value: .object(properties)))
            members.append((key: "additionalProperties", value: false))
            return .object(members)
        case .map(let values): return ["type": "object", "additionalProperties": schema(values)]
        case .nullable(let wrapped): return Self.adding([(key: "nullable", value: true)], to: schema(wrapped))
        case .named(let name, let wrapped):
            if !schemas.contains(where: { $0.key == name }) {
                schemas.append((key: name, value: .null))
                let written = schema(wrapped)
                if let index = schemas.firstIndex(where: { $0.key == name }) { schemas[index].value = written }
            }
            return ["$ref": .string("#/components/schemas/" + name)]
        case .reference(let table):
            let names = table == .vibes ? reference.vibes.map(\.name) : reference.locations.map(\.name)
            return [
                "type": "string", "enum": .array(names.map(JSONValue.string)),
                "description": "Matched ignoring case; another name is 400, code 1.",
            ]
        }
    }

    private static func string(_ text: Schema.Text) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [(key: "type", value: "string")]
        if let length = text.length {
            members.append((key: "description", value: "Its length counts UTF-16 units, as Java counts."))
            members.append((key: "minLength", value: .int(length.lowerBound)))
            if length.upperBound != .max { members.append((key: "maxLength", value: .int(length.upperBound))) }
        }
        if let values = text.values { members.append((key: "enum", value: .array(values.map(JSONValue.string)))) }
        if let pattern = text.pattern { members.append((key: "pattern", value: .string(pattern))) }
        if text.notBlank, text.pattern == nil { members.append((key: "pattern", value: #"[^\x00-\x20]"#)) }
        if let format = text.format { members.append((key: "format", value: .string(format.rawValue))) }
        if let example = text.example { members.append((key: "example", value: .string(example))) }
        return .object(members)
    }

    /// `schema` with `extra` members; `nullable` also adds `null` to an `enum`, which OpenAPI 3.0 asks for.
    private static func adding(_ extra: [(key: String, value: JSONValue)], to schema: JSONValue) -> JSONValue {
        guard case .object(var members) = schema, !members.contains(where: { $0.key == "$ref" }) else {
            // A reference takes no siblings in OpenAPI 3.0: wrap it.
            return .object([(key: "allOf", value: [schema])] + extra)
        }
        if extra.contains(where: { $0.key == "nullable" }),
            let index = members.firstIndex(where: { $0.key == "enum" }),
            case .array(let values) = members[index].value
        {
            members[index].value = .array(values + [.null])
        }
        for member in extra {
            guard let index = members.firstIndex(where: { $0.key == member.key }) else {
                members.append(member)
                continue
            }
            // Two descriptions read one after the other.
            if case .string(let first) = member.value, case .string(let second) = members[index].value {
                members[index].value = .string(first + " " + second)
            } else {
                members[index].value = member.value
            }
        }
        return .object(members)
    }
}

extension QueryParameter {
    /// Whether it has bounds that Spring's method validation checks.
    var hasBounds: Bool {
        switch kind {
        case .integer(let whole): whole.range != nil
        case .text(let text): text.length != nil
        case .list: false
        }
    }
}
