// Generated from the backend's OpenAPI document by scripts/api-types.mjs: do not edit.
// Regenerate with `npm run api-types` (OPENAPI_JSON=<file> or BACKEND=<backend binary>);
// `npm run api-types:check` fails when this file and the document disagree.

export interface paths {
    "/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs in with e-mail (or username) and password; answers an opaque bearer token. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["LoginRequest"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_LoginResponse"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revokes the session of the token sent. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_NoData"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checks the 6-digit code e-mailed to the address; a code expires after 10 minutes and allows
         *     5 wrong attempts.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["VerificationRequest"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Verified"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resend-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mails a new verification code (always answers the same, so it tells nobody whether an
         *     address has an account).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["EmailRequest"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_NoData"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mails a single-use link to choose a new password (valid 1 hour). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ForgotPasswordRequest"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_NoData"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/create-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets a password from a reset or invitation link; the link works once. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["CreatePasswordRequest"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_NoData"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user (or, for HQ and staff, the user `id`), with the subscription flag and
         *     the company's control switches.
         */
        get: {
            parameters: {
                query?: {
                    id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_UserDetail"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attribute/user-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The same as `/user/detail` for the signed-in user. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_UserDetail"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/account-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves the account details (names, identity, birth date, gender, phone, address, TIN). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["AccountFields"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_UserDetail"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/bank-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves the bank details commissions are paid to. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["BankFields"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_UserDetail"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/social-network": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves social links; each may be a full link or only a username. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["SocialLinks"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_UserDetail"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/upload-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets the profile photo (form field `accImage1`; JPEG or PNG by content; at most 5 MB). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description A JPEG or PNG photo, at most 5 MB.
                         */
                        accImage1: string;
                    };
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_UserDetail"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes the password; the current one must be given. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ChangePasswordRequest"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_NoData"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attribute/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves the interface language (en, id or my) to the account. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["LanguageRequest"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_UserDetail"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/media/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A stored image of this company (profile photos, logos). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file. */
                200: {
                    headers: {
                        "CACHE-CONTROL": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": string;
                        "image/png": string;
                        "application/pdf": string;
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attribute/data-company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company's public face: name, logo, login image, colours, currency, language and enabled
         *     features. Public; `domain` must name the company of the host asked.
         */
        get: {
            parameters: {
                query?: {
                    domain?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_CompanyPublic"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attribute/phone-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Country calling codes. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_PhoneCode"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attribute/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Countries. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_Country"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attribute/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** States of a country (default Malaysia: its 13 states and 3 federal territories). */
        get: {
            parameters: {
                query?: {
                    country?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_CodeName"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attribute/list-bank": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Banks (Malaysian by default) with their SWIFT codes. */
        get: {
            parameters: {
                query?: {
                    country?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_CodeName"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attribute/province": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Indonesia's 38 provinces. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_CodeName"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attribute/city": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Regencies and cities of an Indonesian province. */
        get: {
            parameters: {
                query: {
                    provinceId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_CodeName"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attribute/districts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Districts (kecamatan) of a regency. */
        get: {
            parameters: {
                query: {
                    cityId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_CodeName"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attribute/village": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Villages (desa/kelurahan) of a district. */
        get: {
            parameters: {
                query: {
                    districtId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_CodeName"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attribute/list-msic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** MSIC 2008 codes matching the search (code or description), at most 50. */
        get: {
            parameters: {
                query?: {
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_Msic"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attribute/postcode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The city and state of a Malaysian postcode. */
        get: {
            parameters: {
                query: {
                    code: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Postcode"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attribute/list-agent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Agents for pickers (HQ and staff), searchable by name, username or e-mail, 20 a page. */
        get: {
            parameters: {
                query?: {
                    search?: string;
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_AgentOption"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attribute/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's contact details, for signed-in users. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_CompanyContact"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/self-register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Registers a new agent through a leader's link, under that leader, in the link's tier; the
         *     account is *new* until the e-mailed 6-digit code is confirmed. The server checks the link's
         *     company, leader and tier itself.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["SelfRegisterRequest"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Registered"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/recruit-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tiers the signed-in user may recruit into, each with its registration link. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_RecruitLink"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/registration-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a registration link really offers: the leader, the tier and the company as the server
         *     knows them (404 when they do not exist, do not belong together, or the leader may not
         *     recruit into the tier).
         */
        get: {
            parameters: {
                query: {
                    leaderId: number;
                    tierId: number;
                    companyId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_RegistrationLink"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/family-tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An agent's downline, a level at a time: an agent sees only their own downline, HQ and staff
         *     see everyone. `agentName` searches the viewer's downline by name or username; each match
         *     carries the path from the viewer to it.
         */
        get: {
            parameters: {
                query?: {
                    id?: number;
                    agentName?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_FamilyTree"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/membership/survey/check-response": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the signed-in user still owes a membership survey answer (there is no survey yet). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_SurveyCheck"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent-database": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The agents, newest first, filtered by a search (name, username, e-mail, phone, IC or ID),
         *     tier, status, upline and join dates (Kuala Lumpur days).
         */
        get: {
            parameters: {
                query?: {
                    search?: string;
                    tierId?: number;
                    status?: string;
                    uplineId?: number;
                    joinedFrom?: string;
                    joinedTo?: string;
                    page?: number;
                    perPage?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_AgentPage"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent-database/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The filtered agents as a CSV or XLSX file (at most 100,000 rows). */
        get: {
            parameters: {
                query?: {
                    format?: string;
                    search?: string;
                    tierId?: number;
                    status?: string;
                    uplineId?: number;
                    joinedFrom?: string;
                    joinedTo?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file, as an attachment. */
                200: {
                    headers: {
                        "CONTENT-DISPOSITION": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv; charset=utf-8": string;
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent-database/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One agent's record: HQ side sees anyone; an agent sees themselves and their downline. */
        get: {
            parameters: {
                query?: {
                    id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_AgentRecord"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent-database/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * HQ registers an agent under any upline (or directly under HQ); the agent gets an e-mail
         *     invitation to choose a password.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["HqRegistration"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_AgentRecord"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent-database/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** HQ activates a new (or inactive) agent. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["AgentId"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_AgentRecord"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/promote-demote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agents to act on (the agent database's list and filters). */
        get: {
            parameters: {
                query?: {
                    search?: string;
                    tierId?: number;
                    status?: string;
                    page?: number;
                    perPage?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_AgentPage"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/promote-demote/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Agents by tier and by status, and how many changes were made this month (Kuala Lumpur). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_NetworkSummary"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/promote-demote/upline-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Candidates for an agent's new upline: outside the agent's subtree, in a tier above `tierId`. */
        get: {
            parameters: {
                query: {
                    agentId: number;
                    tierId: number;
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_UplineCandidate"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/promote-demote/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Promotes, demotes or moves an agent (with their whole subtree) under a new upline. When the
         *     resulting tier equals the upline's tier a new upline must be chosen; an agent is never moved
         *     under their own downline.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ChangeRequest"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_AgentRecord"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/promote-demote/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspends (sign-in blocked, sessions ended) or unsuspends (the status before returns). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["SuspendRequest"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_AgentRecord"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/promote-demote/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An agent's changes, newest first. */
        get: {
            parameters: {
                query: {
                    agentId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_AgentChange"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs a vendor operator in. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["VendorLoginRequest"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_VendorLoginResponse"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_NoData"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_VendorProfile"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every company with its status. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_CompanySummary"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /** Provisions a company: its schema, settings and first HQ user (invited by e-mail). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["CreateCompanyRequest"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_CreatedCompany"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor/companies/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Locks (overdue subscription), suspends or reactivates a company. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StatusRequest"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_CompanySummary"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's details and regulatory data. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_CompanyDetails"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/company/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves the company's details (`type` company) or its TIN, MSIC code and tax (`type` regulatory). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["CompanyStoreRequest"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_CompanyDetails"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/company-store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's branches (the main one first). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_Branch"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/company-store/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a branch (no id) or edits one. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Branch"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_Branch"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/company-store/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a branch (never the main one). */
        delete: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_Branch"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/company-features": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The control features that drive what the other screens show. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Features"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/company-features/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves the control features. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Features"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Features"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/company-features/notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where and for which events HQ is e-mailed. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Notifications"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/store-email-address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets the e-mail address notifications go to. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["NotificationEmailRequest"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Notifications"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/company-features/store-email-address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The same as `/setup/store-email-address`. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["NotificationEmailRequest"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Notifications"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/store-notif-control": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Switches notifications on or off per event. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["NotificationControlsRequest"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Notifications"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/company-features/store-notif-control": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The same as `/setup/store-notif-control`. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["NotificationControlsRequest"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Notifications"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/company-theme": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Logo, dark logo, login image and colours. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Theme"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/company-theme/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves the primary and secondary colours (#RRGGBB). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ColoursRequest"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Theme"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/company-theme/store-logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uploads any of the logo, dark logo and login image (JPEG or PNG, at most 2 MB each). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description JPEG or PNG, at most 2 MB.
                         */
                        logo?: string;
                        /** Format: binary */
                        logoDark?: string;
                        /** Format: binary */
                        loginImage?: string;
                    };
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Theme"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/company-network": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's social and marketplace links. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_NetworkLinks"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/company-network/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves the links (each a full link; http becomes https). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["NetworkLinks"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_NetworkLinks"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The permissions HQ can grant staff. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_PermissionInfo"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The staff and their permissions. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_StaffMember"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/users/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invites a staff member by e-mail (no id) or changes one's name and permissions. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaffRequest"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_StaffMember"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/users/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deactivates a staff member (their sessions end at once) or reactivates them. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaffStatusRequest"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_StaffMember"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/tier": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tiers, highest first (every signed-in user may read them). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_Tier"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/tier/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a tier. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Tier"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_Tier"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/tier/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes a tier (`level_id` names it). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Tier"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_Tier"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/tier/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a tier that has no agents. */
        delete: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_Tier"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/company-commission-rank": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The commission ranks, in order. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_CommissionRank"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/company-commission-rank/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replaces the commission ranks with the list sent. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["RanksRequest"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_CommissionRank"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/tnc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Terms and conditions (an agent sees their tier's and every tier's). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_Terms"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/tnc/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Terms"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_Terms"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/tnc/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_Terms"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/greeting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Greetings (subject and detail) per tier. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_Greeting"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/greeting/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Greeting"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_Greeting"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/greeting/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_Greeting"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/faq": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Frequently asked questions per tier. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_Faq"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/faq/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Faq"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_Faq"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/faq/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_Faq"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/hof": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The hall of fame, newest first. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_Honour"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/hof/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds (no id) or edits an entry of the hall of fame (form fields; the image is optional). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: int64
                         * @description Leave out to add an entry.
                         */
                        id?: number;
                        title: string;
                        /** @description YYYY-MM-DD */
                        date: string;
                        userName: string;
                        achievement: string;
                        /**
                         * Format: binary
                         * @description JPEG or PNG, at most 5 MB.
                         */
                        image?: string;
                    };
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_Honour"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/hof/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes an entry of the hall of fame. */
        delete: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_Honour"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/news-feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The news feed: pinned items first, then the newest. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_NewsItem"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/news-feed/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Posts (no id) or edits a news item (form fields; a JPEG, PNG or PDF file is optional). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: int64
                         * @description Leave out to post a new item.
                         */
                        id?: number;
                        subject: string;
                        content: string;
                        /** @description A YouTube id or link. */
                        videoId?: string;
                        /** @description Pin a new item at the top. */
                        pin?: boolean;
                        /**
                         * Format: binary
                         * @description JPEG, PNG or PDF, at most 5 MB.
                         */
                        file?: string;
                    };
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_NewsItem"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/news-feed/updatePin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pins or unpins a news item. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["PinRequest"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_NewsItem"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/news-feed/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a news item. */
        delete: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_NewsItem"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/product/category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Product categories, by name. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_Category"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/product/category/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds (no id) or renames a category. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Category"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_Category"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/product/category/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moves every product of one category to another (or to none), so it can be deleted. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["CategoryMove"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_Category"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/product/category/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a category that holds no products (409 `category_has_products` otherwise). */
        delete: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_Category"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/voucher": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The vouchers with their status (ongoing, upcoming, expired or suspended) and use so far. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_Voucher"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/voucher/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates (no id) or changes a voucher. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Voucher"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_Voucher"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/voucher/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspends or unsuspends a voucher. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["SuspendRequest"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_Voucher"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/voucher/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a voucher that was never used ('Voucher not found' for an unknown id). */
        delete: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_Voucher"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The product list: 20 a page by default, filtered by category, status and a search of name
         *     or SKU, newest first.
         */
        get: {
            parameters: {
                query?: {
                    categoryId?: number;
                    search?: string;
                    status?: string;
                    page?: number;
                    perPage?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_ProductPage"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product, whole. */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Product"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates (no id) or updates a product with its tier prices, quantity ranges and options. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Product"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Product"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suspends (hidden from the shop) or unsuspends (published, or scheduled again while its date
         *     is ahead) a product.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["SuspendRequest"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Product"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a product: it leaves every list and the shop; its stock history stays. */
        delete: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_NoData"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/upload-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets the cover, adds an extra image (at most 3) or sets an option value's image. The file
         *     is checked by content and stored resized (1200 px, thumbnail 400 px).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: int64 */
                        productId: number;
                        /** @description cover, extra (at most 3) or option (with valueId) */
                        slot: string;
                        /** Format: int64 */
                        valueId?: number;
                        /**
                         * Format: binary
                         * @description JPEG or PNG, at most 10 MB; stored resized.
                         */
                        image: string;
                    };
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Product"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/delete-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes an extra image. */
        delete: {
            parameters: {
                query: {
                    productId: number;
                    imageId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Product"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/preview-store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store as an agent of `tierId` sees it: published products priced for that tier. */
        get: {
            parameters: {
                query: {
                    tierId: number;
                    categoryId?: number;
                    search?: string;
                    page?: number;
                    perPage?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_ShopPage"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product as an agent of `tierId` sees it. */
        get: {
            parameters: {
                query: {
                    id: number;
                    tierId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_ShopProduct"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/package": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every package with its products and status. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_Package"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/package/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Package"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/package/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates (no id) or updates a package. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Package"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Package"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/package/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspends or unsuspends a package. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["SuspendRequest"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Package"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/package/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_NoData"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/combo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every combo with its products and status. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_Combo"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/combo/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Combo"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/combo/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates (no id) or updates a combo. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Combo"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Combo"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/combo/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["SuspendRequest"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Combo"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/combo/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_NoData"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/combo/upload-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets the combo's cover image (JPEG or PNG, at most 10 MB; stored resized). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: int64 */
                        comboId: number;
                        /** Format: binary */
                        image: string;
                    };
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Combo"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/combo/available": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The combos an agent can pick now (ongoing, not suspended), with the main branch's stock. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_Combo"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/combo/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checks an agent's pick against the combo's rules: exactly the required units, no product
         *     or variant twice, only the combo's products, nothing out of or over stock.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ComboCheck"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_ComboChecked"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inventory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stock per variant at a branch (the main one by default), filtered by category, product,
         *     a search of name or SKU, and the stock band.
         */
        get: {
            parameters: {
                query?: {
                    branchId?: number;
                    categoryId?: number;
                    productId?: number;
                    search?: string;
                    band?: string;
                    page?: number;
                    perPage?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_StockPage"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inventory/select": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the update screen picks from: the branches, and up to 50 products matching the
         *     search with their variants and what the branch holds.
         */
        get: {
            parameters: {
                query?: {
                    search?: string;
                    branchId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_StockSelect"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inventory/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records stock in or out for one or many variants at a branch, all or nothing. A stock-out
         *     never takes more than the branch holds, however many updates race.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StockUpdate"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_StockLevel"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inventory/update-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The update history, newest first, filtered by product, branch, type and KL dates. */
        get: {
            parameters: {
                query?: {
                    productId?: number;
                    branchId?: number;
                    type?: string;
                    from?: string;
                    to?: string;
                    page?: number;
                    perPage?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_HistoryPage"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inventory/delete-history/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Removes a history entry and restores the stock it moved (409 when the units a stock-in
         *     brought have already left).
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_NoData"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courier": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every courier with its regions and rates. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_Courier"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courier/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Courier"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courier/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates (no id) or updates a courier; its regions and rates are replaced by those sent. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Courier"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Courier"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courier/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_NoData"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courier/rate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shipping options for a destination state and an order's weight (kg), units and sub
         *     total. With none: `contactHq` and the message that the user must contact HQ.
         */
        get: {
            parameters: {
                query: {
                    country?: string;
                    state: string;
                    weight?: string;
                    units?: number;
                    subtotal?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_ShippingQuote"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/my-shop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The products (and packages and combos) the agent may buy, at their tier's price. */
        get: {
            parameters: {
                query?: {
                    categoryId?: number;
                    search?: string;
                    page?: number;
                    perPage?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_MyShopPage"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/my-shop/product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product as the agent buys it; 404 when they may not. */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_MyShopProduct"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/my-shop/get-cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agent's cart, priced, with its problems and the minimum order. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Cart"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/my-shop/cart/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a product variant, a package or a combo (with its picks) to the cart. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["AddToCart"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Cart"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/my-shop/cart/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes a line's quantity (0 removes it). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["UpdateLine"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Cart"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/my-shop/cart/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query: {
                    lineId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Cart"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/my-shop/cart/order-from": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Chooses to buy from HQ or from the upline (upline orders carry products only). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["OrderFromInput"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Cart"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/customer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agent's delivery addresses, primary first. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_DeliveryAddress"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/customer/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds (no id) or changes an address. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["AddressInput"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_DeliveryAddress"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/customer/set-primary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["IdInput"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_DeliveryAddress"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/customer/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_DeliveryAddress"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/ship-method": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Courier options for the cart to an address, self pickup, or 'contact HQ'. */
        get: {
            parameters: {
                query?: {
                    customerId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_ShipMethods"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/payment-method": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The payment methods open to the agent's order. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_PaymentMethodOption"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/my-shop/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The order's figures for a shipment, payment and voucher, without placing it. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["CheckoutInput"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_OrderTotals"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/my-shop/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Places the cart as an order (spec §3 Checkout). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["CheckoutInput"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_CheckoutResult"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The same as `/sales/my-shop/checkout`. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["CheckoutInput"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_CheckoutResult"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/my-shop/upload-receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uploads the bank-transfer receipt of the agent's own unpaid order; it then awaits approval. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: int64 */
                        orderId: number;
                        /**
                         * Format: binary
                         * @description JPEG or PNG, at most 10 MB.
                         */
                        receipt: string;
                    };
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Order"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/upload-receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The same as `/sales/my-shop/upload-receipt`. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: int64 */
                        orderId: number;
                        /**
                         * Format: binary
                         * @description JPEG or PNG, at most 10 MB.
                         */
                        receipt: string;
                    };
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Order"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/order/checkout-again": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancels the buyer's unpaid order and puts its lines back in the cart. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["IdInput"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Cart"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/order/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where an order's payment stands, for the result pages. */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_any"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/order/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The buyer deletes their own unpaid order: stock and voucher come back. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["IdInput"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Order"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/order/received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The buyer confirms a delivered order. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["IdInput"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Order"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agent's orders: `personal` (placed by them) or `team` (placed with them by their downline). */
        get: {
            parameters: {
                query?: {
                    view?: string;
                    status?: string;
                    search?: string;
                    from?: string;
                    to?: string;
                    page?: number;
                    perPage?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_OrderPage"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the agent's orders (bought or sold by them). */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Order"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/order/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The seller (upline) approves a team order's payment. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["IdInput"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Order"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/order/ship": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The seller ships a team order (`{"id", "trackingNumber"}`). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ActionInput"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Order"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/order/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ActionInput"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Order"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/order/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["IdInput"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Order"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/order/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The seller refunds a paid team order (`{"id", "remark"}`); units not yet handed over come back. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ActionInput"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Order"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/order/pickup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The seller hands a team order over (`{"id", "collectedBy"}`): upline orders are collected, so
         *     this is how the seller completes them.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ActionInput"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Order"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Orders by tab with the counts of every tab; `tooMany` when a search matches over 150. */
        get: {
            parameters: {
                query?: {
                    status?: string;
                    search?: string;
                    from?: string;
                    to?: string;
                    paymentMethod?: string;
                    shipmentType?: string;
                    seller?: string;
                    page?: number;
                    perPage?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_OrderPage"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The whole record of an order (spec §3 Order) with its history. */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Order"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approves orders (irreversible); each order's outcome is reported. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["IdsInput"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_any"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ActionInput"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Order"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ActionInput"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Order"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/ship": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ActionInput"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Order"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ActionInput"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Order"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/pickup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A self-pickup order handed over (`collectedBy`). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ActionInput"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Order"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/printed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks invoices, packing lists or shipping labels as printed. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["PrintedInput"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_any"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/bulk-tracking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A CSV of order and tracking number: good rows are applied (the orders go out for delivery),
         *     bad rows are reported with their line and reason and change nothing.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description A CSV with a header row naming `order` and `tracking` columns.
                         */
                        file: string;
                    };
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_any"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The figures of an order HQ is about to place for an agent. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["NewOrderInput"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_OrderTotals"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** HQ places an order for an agent (the same rules and totals as checkout; no minimum order). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["NewOrderInput"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Order"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Agents for the order form's picker (10 at most). */
        get: {
            parameters: {
                query?: {
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_any"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integration/billplz/get-admin-fee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Billplz admin fee added to online payments, and whether Billplz is on. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_any"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integration/billplz/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** HQ saves the company's Billplz account (keys are never sent back; leave them out to keep them). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["BillplzSettingsInput"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_any"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integration/billplz/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The same as `/integration/billplz/store`. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["BillplzSettingsInput"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_any"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/billplz/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Billplz's callback (form-encoded, X-Signature signed). 200 once applied or already applied;
         *     403 when the signature does not verify (nothing changes).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/x-www-form-urlencoded": {
                        [key: string]: string;
                    };
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/plain; charset=utf-8": string;
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/billplz/redirect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The payer's browser back from Billplz (signed query): the result is applied like the
         *     callback, then the browser goes to the pending page, which shows the outcome.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Back to the payment result page. */
                302: {
                    headers: {
                        LOCATION: string;
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/voucher/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A voucher's uses, newest first (`/voucher/history`). */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_any"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/commission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An agent's earnings of a month by kind (an agent: their own; HQ and staff: `agentId`). */
        get: {
            parameters: {
                query?: {
                    period?: string;
                    agentId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_CommissionSummary"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/commission/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An agent's entries of one kind in a month, a page at a time. */
        get: {
            parameters: {
                query: {
                    type: string;
                    period?: string;
                    agentId?: number;
                    page?: number;
                    perPage?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_CommissionEntryPage"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/commission/check-calculation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every entry of an agent's month with its calculation; the total is exactly their sum. */
        get: {
            parameters: {
                query?: {
                    period?: string;
                    agentId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_CommissionCheck"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/commission/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's commissions of a month by kind, and the ten agents who earned most. */
        get: {
            parameters: {
                query?: {
                    period?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_CompanyCommission"];
                    };
                };
                /** @description The request could not be read. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No session, or it expired (`Unauthenticated`). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Signed in, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nothing with that id here (also: another company's id). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Clashes with what exists. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The upload is not of an accepted type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Field errors in `data.errors`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Over the rate limit. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Our fault; the log has the cause under the request id. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** AccountFields */
        AccountFields: {
            companyCountry?: string | null;
            accFirstName?: string | null;
            accLastName?: string | null;
            accIdentity?: string | null;
            /** @description YYYY-MM-DD */
            accBirthDate?: string | null;
            /** @description male or female */
            accGender?: string | null;
            /** @description A calling code such as +60. */
            accCodePhone?: string | null;
            accPhone?: string | null;
            accAddressLine1?: string | null;
            accAddressLine2?: string | null;
            accAddressPostcode?: string | null;
            accAddressCity?: string | null;
            accAddressState?: string | null;
            accAddressCountry?: string | null;
            accAddressProvince?: string | null;
            accAddressRegency?: string | null;
            accAddressDistrict?: string | null;
            accAddressVillage?: string | null;
            accTIN?: string | null;
        };
        /** ActionInput */
        ActionInput: {
            /** Format: int64 */
            id: number;
            remark?: string | null;
            trackingNumber?: string | null;
            collectedBy?: string | null;
        };
        /** AddToCart */
        AddToCart: {
            /** Format: int64 */
            variantId?: number | null;
            /** Format: int64 */
            packageId?: number | null;
            /** Format: int64 */
            comboId?: number | null;
            /** @default [] */
            picks?: components["schemas"]["ComboPickInput"][];
            /** Format: int64 */
            quantity?: number | null;
        };
        /** Address */
        Address: {
            line1?: string | null;
            line2?: string | null;
            postcode?: string | null;
            city?: string | null;
            state?: string | null;
            country?: string | null;
        };
        /**
         * AddressInput
         * @description A delivery address (spec §3 Customer address).
         */
        AddressInput: {
            /** Format: int64 */
            id?: number | null;
            /** @default  */
            firstName?: string;
            lastName?: string | null;
            addrTitle?: string | null;
            email?: string | null;
            /** @default  */
            address1?: string;
            address2?: string | null;
            /** @default  */
            postCode?: string;
            /** @default  */
            city?: string;
            /** @default  */
            state?: string;
            country?: string | null;
            phoneCode?: string | null;
            /** @default  */
            phone?: string;
        };
        /** AgentChange */
        AgentChange: {
            /** Format: int64 */
            id: number;
            type: string;
            fromTier?: string | null;
            toTier?: string | null;
            fromUpline?: string | null;
            toUpline?: string | null;
            by?: string | null;
            /** Format: date-time */
            at: string;
        };
        /** AgentId */
        AgentId: {
            /** Format: int64 */
            id: number;
        };
        /** AgentListItem */
        AgentListItem: {
            /** Format: int64 */
            id: number;
            username: string;
            name: string;
            /** Format: int64 */
            tierId?: number | null;
            tierName?: string | null;
            status: string;
            /** Format: int64 */
            uplineId?: number | null;
            uplineName?: string | null;
            helperName?: string | null;
            email: string;
            phone?: string | null;
            /** Format: date-time */
            joinedAt: string;
            /**
             * Format: int64
             * @description Direct downline.
             */
            recruits: number;
            /**
             * Format: int64
             * @description Everyone below.
             */
            downline: number;
        };
        /** AgentOption */
        AgentOption: {
            /** Format: int64 */
            id: number;
            username: string;
            name: string;
            tier?: string | null;
            status: string;
        };
        /** AgentPage */
        AgentPage: {
            items: components["schemas"]["AgentListItem"][];
            /** Format: int64 */
            page: number;
            /** Format: int64 */
            perPage: number;
            /** Format: int64 */
            total: number;
        };
        /**
         * AgentRecord
         * @description One agent's record (spec §3 Agent).
         */
        AgentRecord: {
            /** Format: int64 */
            id: number;
            username: string;
            name: string;
            firstName?: string | null;
            lastName?: string | null;
            /** Format: int64 */
            tierId?: number | null;
            tierName?: string | null;
            status: string;
            upline?: (components["schemas"]["PathStep"] & unknown) | null;
            helper?: (components["schemas"]["PathStep"] & unknown) | null;
            /** Format: date-time */
            joinedAt: string;
            /** Format: date-time */
            verifiedAt?: string | null;
            /** Format: naive-date */
            birthDate?: string | null;
            gender?: string | null;
            identityNumber?: string | null;
            category?: string | null;
            companyName?: string | null;
            /** @description Company registration number (ROC) of a company agent. */
            roc?: string | null;
            phoneCode?: string | null;
            phone?: string | null;
            email: string;
            address: components["schemas"]["Address"];
            bank: components["schemas"]["Bank"];
            social: components["schemas"]["Social"];
            kpi: components["schemas"]["Kpi"];
            /** Format: int64 */
            recruits: number;
            /** Format: int64 */
            downline: number;
            /** @description The uplines from the top of the network (or the viewer) down to the direct upline. */
            path: components["schemas"]["PathStep"][];
        };
        /** AgentRef */
        AgentRef: {
            /** Format: int64 */
            id: number;
            name: string;
            username: string;
        };
        /**
         * AppliedVoucher
         * @description The voucher a quote applied.
         */
        AppliedVoucher: {
            code: string;
            name: string;
            freeShipping: boolean;
        };
        /** Bank */
        Bank: {
            country?: string | null;
            bank?: string | null;
            accountNumber?: string | null;
            accountName?: string | null;
        };
        /** BankFields */
        BankFields: {
            accBankCountry?: string | null;
            /** @description The bank's name or SWIFT code, from /attribute/list-bank. */
            accBankCompany?: string | null;
            accBankNumber?: string | null;
            /** @description The account holder's name. */
            accBankName?: string | null;
            accBankIdentity?: string | null;
        };
        /** BillplzSettingsInput */
        BillplzSettingsInput: {
            apiKey?: string | null;
            xSignatureKey?: string | null;
            /** @default  */
            collectionId?: string;
            /** @default false */
            sandbox?: boolean;
            adminFee?: string | null;
            /** @default true */
            active?: boolean;
        };
        /** Branch */
        Branch: {
            /**
             * Format: int64
             * @default 0
             */
            id?: number;
            name: string;
            code?: string | null;
            addressLine1?: string | null;
            addressLine2?: string | null;
            postcode?: string | null;
            city?: string | null;
            state?: string | null;
            phoneCode?: string | null;
            phone?: string | null;
            readonly isMain?: boolean | null;
        };
        /**
         * Cart
         * @description The agent's cart, priced on every read.
         */
        Cart: {
            /** @description hq or upline */
            orderFrom: string;
            orderFromChoices: string[];
            upline?: (components["schemas"]["Upline"] & unknown) | null;
            lines: components["schemas"]["CartLine"][];
            /** Format: int64 */
            units: number;
            subTotal: string;
            weight: string;
            points: string;
            moq?: (components["schemas"]["CartMoq"] & unknown) | null;
            firstOrder: boolean;
            pendingOrder?: (components["schemas"]["PendingOrderRef"] & unknown) | null;
            /** @description Everything that blocks checkout, in the agent's words. */
            problems: string[];
            canCheckout: boolean;
        };
        /**
         * CartLine
         * @description A cart line, priced for the agent's tier now.
         */
        CartLine: {
            /** Format: int64 */
            id: number;
            /** @description product, package or combo */
            kind: string;
            /** Format: int64 */
            productId?: number | null;
            /** Format: int64 */
            variantId?: number | null;
            /** Format: int64 */
            packageId?: number | null;
            /** Format: int64 */
            comboId?: number | null;
            name: string;
            label: string;
            image?: string | null;
            unitPrice: string;
            /** Format: int64 */
            quantity: number;
            lineTotal: string;
            point: string;
            /** @description A combo's picks (empty for other lines). */
            picks: components["schemas"]["CartPick"][];
            /** @description unavailable, out_of_stock or first_order_only: the line must go (or shrink) before checkout. */
            problem?: string | null;
            problemMessage?: string | null;
            /**
             * Format: int64
             * @description Units in stock, when HQ shows stock.
             */
            available?: number | null;
        };
        /**
         * CartMoq
         * @description The tier's minimum order and how far the cart is from it.
         */
        CartMoq: {
            /** @description unit or amount */
            type: string;
            required: string;
            current: string;
            met: boolean;
            /** @description What is missing, while it is not met. */
            message?: string | null;
        };
        /**
         * CartPick
         * @description One product a combo line picked.
         */
        CartPick: {
            /** Format: int64 */
            variantId: number;
            name: string;
            label: string;
            /** Format: int64 */
            quantity: number;
        };
        /** Category */
        Category: {
            /** Format: int64 */
            id?: number | null;
            name: string;
            /**
             * Format: int64
             * @description How many live products it holds.
             * @default 0
             */
            products?: number;
        };
        /** CategoryMove */
        CategoryMove: {
            /** Format: int64 */
            fromId: number;
            /**
             * Format: int64
             * @description Null: the products become uncategorised.
             */
            toId?: number | null;
        };
        /** ChangePasswordRequest */
        ChangePasswordRequest: {
            password: string;
            old_password: string;
        };
        /**
         * ChangeRequest
         * @description A change (spec §3 Promote/demote: id, type, uplineId, helperId).
         */
        ChangeRequest: {
            /** Format: int64 */
            id: number;
            /** @description promote, demote or upline */
            type: string;
            /**
             * Format: int64
             * @description The new tier (promote, demote).
             */
            tierId?: number | null;
            /**
             * Format: int64
             * @description The new upline: required for `upline`, and when the new tier equals the upline's.
             *     Null with `upline` moves the agent to the top of the network.
             */
            uplineId?: number | null;
            /** Format: int64 */
            helperId?: number | null;
        };
        /**
         * CheckoutInput
         * @description Spec §3 Checkout.
         */
        CheckoutInput: {
            /** @description courier or pickup */
            shipmentType: string;
            /**
             * Format: int64
             * @description The address id (required for a courier).
             */
            customerId?: number | null;
            /**
             * Format: int64
             * @description The courier id.
             */
            shipmentId?: number | null;
            /** @description manual or billplz */
            paymentType: string;
            /** Format: int64 */
            paymentId?: number | null;
            voucherCode?: string | null;
            orderNotes?: string | null;
            /** @description The grand total the agent saw; a different server total answers 409 total_changed. */
            totalPaid?: string | null;
            /** Format: int64 */
            storeId?: number | null;
            sessionId?: string | null;
        };
        /**
         * CheckoutResult
         * @description A placed order and, for Billplz, the bill to send the browser to.
         */
        CheckoutResult: {
            order: components["schemas"]["Order"];
            paymentUrl?: string | null;
        };
        /** CodeName */
        CodeName: {
            code: string;
            name: string;
        };
        /** ColoursRequest */
        ColoursRequest: {
            primaryColor: string;
            secondaryColor: string;
        };
        /**
         * Combo
         * @description A combo (spec §3 Combo): any `requiredQuantity` units of its products at `price`.
         */
        Combo: {
            /** Format: int64 */
            id?: number | null;
            name: string;
            code: string;
            /** Format: int64 */
            requiredQuantity: number;
            price: string;
            /** Format: naive-date */
            startDate: string;
            /** Format: naive-date */
            stopDate: string;
            /** @default false */
            firstOrder?: boolean;
            productIds: number[];
            /** @default [] */
            products?: components["schemas"]["ComboProduct"][];
            /** @default null */
            coverImage?: string | null;
            /**
             * @description ongoing, upcoming, expired or suspended
             * @default
             */
            status?: string;
        };
        /** ComboCheck */
        ComboCheck: {
            /** Format: int64 */
            comboId: number;
            picks: components["schemas"]["Pick"][];
        };
        /** ComboChecked */
        ComboChecked: {
            /** Format: int64 */
            comboId: number;
            price: string;
            /** Format: int64 */
            quantity: number;
            picks: components["schemas"]["Pick"][];
        };
        /** ComboPickInput */
        ComboPickInput: {
            /** Format: int64 */
            variantId: number;
            /** Format: int64 */
            quantity: number;
        };
        /** ComboProduct */
        ComboProduct: {
            /** Format: int64 */
            id: number;
            name: string;
            coverThumb?: string | null;
            variants: components["schemas"]["ComboVariant"][];
        };
        /** ComboVariant */
        ComboVariant: {
            /** Format: int64 */
            id: number;
            label: string;
            /**
             * Format: int64
             * @description Units the main branch holds.
             */
            stock: number;
        };
        /** CommissionCheck */
        CommissionCheck: {
            period: string;
            agent: components["schemas"]["AgentRef"];
            /** @description Exactly the sum of the items. */
            total: string;
            byKind: components["schemas"]["CommissionKindSum"][];
            items: components["schemas"]["CommissionEntry"][];
        };
        /**
         * CommissionEntry
         * @description One earning, with its calculation written out.
         */
        CommissionEntry: {
            /** Format: int64 */
            id: number;
            kind: string;
            /** Format: int64 */
            orderId?: number | null;
            orderNumber?: string | null;
            sourceAgent?: (components["schemas"]["PersonRef"] & unknown) | null;
            base: string;
            /** @description Percent, for percent kinds. */
            rate?: string | null;
            /**
             * Format: int32
             * @description Units, for per-unit kinds.
             */
            units?: number | null;
            amount: string;
            /** @description A refund took this earning back. */
            reversal: boolean;
            rule: string;
            /** Format: date-time */
            createdAt: string;
        };
        /** CommissionEntryPage */
        CommissionEntryPage: {
            items: components["schemas"]["CommissionEntry"][];
            /** Format: int64 */
            total: number;
            /** Format: int64 */
            page: number;
            /** Format: int64 */
            perPage: number;
            /** @description The period's sum of the kind (all pages). */
            sum: string;
        };
        /**
         * CommissionKindSum
         * @description One kind's sum in a period.
         */
        CommissionKindSum: {
            /** @description override, helper, sale-profit or recruit */
            kind: string;
            amount: string;
            /** Format: int64 */
            entries: number;
        };
        /**
         * CommissionRank
         * @description A commission rank (spec §3 Commission rank). Money and percentages are decimal strings.
         */
        CommissionRank: {
            /** Format: int64 */
            id?: number | null;
            commission_name: string;
            personal_sales?: string | null;
            total_personal_group_sales?: string | null;
            side_group_sales?: string | null;
            /** @description Percent. */
            commission?: string | null;
            /** @description Percent. */
            personal_level_commission?: string | null;
            /** @default false */
            is_leadership?: boolean;
            benefit_1?: string | null;
            benefit_2?: string | null;
            benefit_3?: string | null;
            benefit_4?: string | null;
            benefit_5?: string | null;
            benefit_6?: string | null;
            benefit_7?: string | null;
            benefit_8?: string | null;
        };
        /** CommissionSummary */
        CommissionSummary: {
            /** @description YYYY-MM (Kuala Lumpur month) */
            period: string;
            agent: components["schemas"]["AgentRef"];
            total: string;
            /** @description The month is not closed yet: the figures may still change. */
            provisional: boolean;
            byKind: components["schemas"]["CommissionKindSum"][];
            /** @description Months with entries, newest first (this month always first). */
            periods: string[];
        };
        /** CompanyCommission */
        CompanyCommission: {
            period: string;
            total: string;
            byKind: components["schemas"]["CommissionKindSum"][];
            topEarners: components["schemas"]["TopEarner"][];
        };
        /** CompanyContact */
        CompanyContact: {
            name: string;
            email?: string | null;
            phone_code?: string | null;
            phone?: string | null;
            address_line1?: string | null;
            address_line2?: string | null;
            postcode?: string | null;
            city?: string | null;
            state?: string | null;
            country: string;
            currency: string;
        };
        /** CompanyDetails */
        CompanyDetails: {
            companyName: string;
            orgId?: string | null;
            companyRoc?: string | null;
            addressLine1?: string | null;
            addressLine2?: string | null;
            postcode?: string | null;
            city?: string | null;
            /** @description A state code of /attribute/state (Malaysia) . */
            state?: string | null;
            country?: string | null;
            /** @description Indonesian region codes (Rp companies). */
            province?: string | null;
            regency?: string | null;
            district?: string | null;
            village?: string | null;
            phoneCode?: string | null;
            phone?: string | null;
            email?: string | null;
            bankCountry?: string | null;
            /** @description SWIFT code from /attribute/list-bank. */
            bankCode?: string | null;
            bankAccountNumber?: string | null;
            bankAccountName?: string | null;
            /** @description MYR or IDR (read-only). */
            readonly currency: string;
            /** @description Order-number prefix, 2–6 capital letters or digits. */
            prefixName?: string | null;
            tin?: string | null;
            msicCode?: string | null;
            readonly msicDescription?: string | null;
            /** @description Percent, e.g. "6.00". */
            taxPercentage?: string | null;
        };
        /** CompanyFeatures */
        CompanyFeatures: {
            manual_receipt: boolean;
            self_pickup: boolean;
            first_order_package: boolean;
            go_affiliate: boolean;
            ejen_store: boolean;
            e_koop: boolean;
        };
        /**
         * CompanyPublic
         * @description What anyone may know of a company: enough to brand its login page.
         */
        CompanyPublic: {
            /** Format: int64 */
            id: number;
            slug: string;
            name: string;
            /** @description MYR or IDR */
            currency: string;
            /** @description The default interface language: en, id or my. */
            language: string;
            logo_url?: string | null;
            logo_dark_url?: string | null;
            login_image_url?: string | null;
            primary_color: string;
            secondary_color: string;
            features: components["schemas"]["CompanyFeatures"];
        };
        /**
         * CompanyStoreRequest
         * @description `type` company saves identity, address, contact, bank and prefix; `type` regulatory saves TIN,
         *     MSIC code and tax percentage.
         */
        CompanyStoreRequest: {
            type: string;
            companyName?: string | null;
            orgId?: string | null;
            companyRoc?: string | null;
            addressLine1?: string | null;
            addressLine2?: string | null;
            postcode?: string | null;
            city?: string | null;
            state?: string | null;
            country?: string | null;
            province?: string | null;
            regency?: string | null;
            district?: string | null;
            village?: string | null;
            phoneCode?: string | null;
            phone?: string | null;
            email?: string | null;
            bankCountry?: string | null;
            bankCode?: string | null;
            bankAccountNumber?: string | null;
            bankAccountName?: string | null;
            prefixName?: string | null;
            tin?: string | null;
            msicCode?: string | null;
            taxPercentage?: string | null;
        };
        /** CompanySummary */
        CompanySummary: {
            /** Format: int64 */
            id: number;
            slug: string;
            name: string;
            currency: string;
            language: string;
            /** @description active, locked (overdue subscription) or suspended */
            status: string;
            custom_domain?: string | null;
            /** @description Where the company's users sign in. */
            url: string;
            /** Format: date-time */
            created_at: string;
        };
        /** Control */
        Control: {
            first_order_package: boolean;
            go_affiliate_status: boolean;
            ejen_store_status: boolean;
            e_koop_status: boolean;
        };
        /** Country */
        Country: {
            iso2: string;
            name: string;
        };
        /**
         * Courier
         * @description A courier (spec §3 Courier).
         */
        Courier: {
            /** Format: int64 */
            id?: number | null;
            name: string;
            service: string;
            /**
             * @description weight (kg) or units
             * @default weight
             */
            rateBasis?: string;
            handlingFee?: string | null;
            freeShippingThreshold?: string | null;
            /** @default true */
            active?: boolean;
            regions: components["schemas"]["CourierRegion"][];
        };
        /** CourierRate */
        CourierRate: {
            /** @description Up to this many kg (or units), inclusive. */
            upTo: string;
            price: string;
        };
        /** CourierRegion */
        CourierRegion: {
            /** Format: int64 */
            id?: number | null;
            name: string;
            /** @description MY or ID */
            country: string;
            /** @description State codes (from /attribute/state). */
            states: string[];
            rates: components["schemas"]["CourierRate"][];
        };
        /** CreateCompanyRequest */
        CreateCompanyRequest: {
            /** @description The subdomain: 3–30 lowercase letters, digits or hyphens. */
            slug: string;
            name: string;
            /** @description MYR or IDR */
            currency: string;
            /**
             * @description en, id or my
             * @default en
             */
            language?: string;
            /** @description The first HQ user, invited by e-mail to choose a password. */
            admin_email: string;
            custom_domain?: string | null;
        };
        /** CreatePasswordRequest */
        CreatePasswordRequest: {
            /** @description The token from the reset or invitation link. */
            token: string;
            password: string;
        };
        /** CreatedCompany */
        CreatedCompany: {
            company: components["schemas"]["CompanySummary"];
            /** @description The HQ user's link to choose a password (also e-mailed). */
            invitation_url: string;
        };
        /**
         * DeliveryAddress
         * @description One of the agent's delivery addresses.
         */
        DeliveryAddress: {
            /** Format: int64 */
            id: number;
            firstName: string;
            lastName?: string | null;
            addrTitle?: string | null;
            email?: string | null;
            address1: string;
            address2?: string | null;
            postCode: string;
            city: string;
            /** @description A state code (MY) or province code (ID). */
            state: string;
            country: string;
            phoneCode?: string | null;
            phone: string;
            primary: boolean;
        };
        /** EmailRequest */
        EmailRequest: {
            email: string;
        };
        /** Envelope_AgentPage */
        Envelope_AgentPage: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["AgentPage"];
        };
        /** Envelope_AgentRecord */
        Envelope_AgentRecord: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["AgentRecord"];
        };
        /** Envelope_Cart */
        Envelope_Cart: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["Cart"];
        };
        /** Envelope_CheckoutResult */
        Envelope_CheckoutResult: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["CheckoutResult"];
        };
        /** Envelope_Combo */
        Envelope_Combo: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["Combo"];
        };
        /** Envelope_ComboChecked */
        Envelope_ComboChecked: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["ComboChecked"];
        };
        /** Envelope_CommissionCheck */
        Envelope_CommissionCheck: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["CommissionCheck"];
        };
        /** Envelope_CommissionEntryPage */
        Envelope_CommissionEntryPage: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["CommissionEntryPage"];
        };
        /** Envelope_CommissionSummary */
        Envelope_CommissionSummary: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["CommissionSummary"];
        };
        /** Envelope_CompanyCommission */
        Envelope_CompanyCommission: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["CompanyCommission"];
        };
        /** Envelope_CompanyContact */
        Envelope_CompanyContact: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["CompanyContact"];
        };
        /** Envelope_CompanyDetails */
        Envelope_CompanyDetails: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["CompanyDetails"];
        };
        /** Envelope_CompanyPublic */
        Envelope_CompanyPublic: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["CompanyPublic"];
        };
        /** Envelope_CompanySummary */
        Envelope_CompanySummary: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["CompanySummary"];
        };
        /** Envelope_Courier */
        Envelope_Courier: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["Courier"];
        };
        /** Envelope_CreatedCompany */
        Envelope_CreatedCompany: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["CreatedCompany"];
        };
        /** Envelope_FamilyTree */
        Envelope_FamilyTree: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["FamilyTree"];
        };
        /** Envelope_Features */
        Envelope_Features: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["Features"];
        };
        /** Envelope_HistoryPage */
        Envelope_HistoryPage: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["HistoryPage"];
        };
        /** Envelope_LoginResponse */
        Envelope_LoginResponse: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["LoginResponse"];
        };
        /** Envelope_MyShopPage */
        Envelope_MyShopPage: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["MyShopPage"];
        };
        /** Envelope_MyShopProduct */
        Envelope_MyShopProduct: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["MyShopProduct"];
        };
        /** Envelope_NetworkLinks */
        Envelope_NetworkLinks: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["NetworkLinks"];
        };
        /** Envelope_NetworkSummary */
        Envelope_NetworkSummary: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["NetworkSummary"];
        };
        /** Envelope_NoData */
        Envelope_NoData: {
            meta: components["schemas"]["Meta"];
            /** @description Always null: the answer is its message. */
            data: unknown;
        };
        /** Envelope_Notifications */
        Envelope_Notifications: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["Notifications"];
        };
        /** Envelope_Order */
        Envelope_Order: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["Order"];
        };
        /** Envelope_OrderPage */
        Envelope_OrderPage: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["OrderPage"];
        };
        /** Envelope_OrderTotals */
        Envelope_OrderTotals: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["OrderTotals"];
        };
        /** Envelope_Package */
        Envelope_Package: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["Package"];
        };
        /** Envelope_Postcode */
        Envelope_Postcode: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["Postcode"];
        };
        /** Envelope_Product */
        Envelope_Product: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["Product"];
        };
        /** Envelope_ProductPage */
        Envelope_ProductPage: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["ProductPage"];
        };
        /** Envelope_Registered */
        Envelope_Registered: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["Registered"];
        };
        /** Envelope_RegistrationLink */
        Envelope_RegistrationLink: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["RegistrationLink"];
        };
        /** Envelope_ShipMethods */
        Envelope_ShipMethods: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["ShipMethods"];
        };
        /** Envelope_ShippingQuote */
        Envelope_ShippingQuote: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["ShippingQuote"];
        };
        /** Envelope_ShopPage */
        Envelope_ShopPage: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["ShopPage"];
        };
        /** Envelope_ShopProduct */
        Envelope_ShopProduct: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["ShopProduct"];
        };
        /** Envelope_StockPage */
        Envelope_StockPage: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["StockPage"];
        };
        /** Envelope_StockSelect */
        Envelope_StockSelect: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["StockSelect"];
        };
        /** Envelope_SurveyCheck */
        Envelope_SurveyCheck: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["SurveyCheck"];
        };
        /** Envelope_Theme */
        Envelope_Theme: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["Theme"];
        };
        /** Envelope_UserDetail */
        Envelope_UserDetail: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["UserDetail"];
        };
        /** Envelope_VendorLoginResponse */
        Envelope_VendorLoginResponse: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["VendorLoginResponse"];
        };
        /** Envelope_VendorProfile */
        Envelope_VendorProfile: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["VendorProfile"];
        };
        /** Envelope_Verified */
        Envelope_Verified: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["Verified"];
        };
        /** Envelope_any */
        Envelope_any: {
            meta: components["schemas"]["Meta"];
            data: unknown;
        };
        /** Envelope_list_AgentChange */
        Envelope_list_AgentChange: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["AgentChange"][];
        };
        /** Envelope_list_AgentOption */
        Envelope_list_AgentOption: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["AgentOption"][];
        };
        /** Envelope_list_Branch */
        Envelope_list_Branch: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["Branch"][];
        };
        /** Envelope_list_Category */
        Envelope_list_Category: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["Category"][];
        };
        /** Envelope_list_CodeName */
        Envelope_list_CodeName: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["CodeName"][];
        };
        /** Envelope_list_Combo */
        Envelope_list_Combo: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["Combo"][];
        };
        /** Envelope_list_CommissionRank */
        Envelope_list_CommissionRank: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["CommissionRank"][];
        };
        /** Envelope_list_CompanySummary */
        Envelope_list_CompanySummary: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["CompanySummary"][];
        };
        /** Envelope_list_Country */
        Envelope_list_Country: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["Country"][];
        };
        /** Envelope_list_Courier */
        Envelope_list_Courier: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["Courier"][];
        };
        /** Envelope_list_DeliveryAddress */
        Envelope_list_DeliveryAddress: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["DeliveryAddress"][];
        };
        /** Envelope_list_Faq */
        Envelope_list_Faq: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["Faq"][];
        };
        /** Envelope_list_Greeting */
        Envelope_list_Greeting: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["Greeting"][];
        };
        /** Envelope_list_Honour */
        Envelope_list_Honour: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["Honour"][];
        };
        /** Envelope_list_Msic */
        Envelope_list_Msic: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["Msic"][];
        };
        /** Envelope_list_NewsItem */
        Envelope_list_NewsItem: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["NewsItem"][];
        };
        /** Envelope_list_Package */
        Envelope_list_Package: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["Package"][];
        };
        /** Envelope_list_PaymentMethodOption */
        Envelope_list_PaymentMethodOption: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["PaymentMethodOption"][];
        };
        /** Envelope_list_PermissionInfo */
        Envelope_list_PermissionInfo: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["PermissionInfo"][];
        };
        /** Envelope_list_PhoneCode */
        Envelope_list_PhoneCode: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["PhoneCode"][];
        };
        /** Envelope_list_RecruitLink */
        Envelope_list_RecruitLink: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["RecruitLink"][];
        };
        /** Envelope_list_StaffMember */
        Envelope_list_StaffMember: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["StaffMember"][];
        };
        /** Envelope_list_StockLevel */
        Envelope_list_StockLevel: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["StockLevel"][];
        };
        /** Envelope_list_Terms */
        Envelope_list_Terms: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["Terms"][];
        };
        /** Envelope_list_Tier */
        Envelope_list_Tier: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["Tier"][];
        };
        /** Envelope_list_UplineCandidate */
        Envelope_list_UplineCandidate: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["UplineCandidate"][];
        };
        /** Envelope_list_Voucher */
        Envelope_list_Voucher: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["Voucher"][];
        };
        /**
         * ErrorBody
         * @description The body of every error. `data` is null, or `{errors: {field: message}}` for 422, or a small
         *     object the client acts on (e.g. `{subscription: {disallow_login: true}}`).
         */
        ErrorBody: {
            meta: components["schemas"]["Meta"];
            data?: unknown;
        };
        /** FamilyNode */
        FamilyNode: {
            /** Format: int64 */
            id: number;
            username: string;
            name: string;
            tier?: string | null;
            /** @description new, active, inactive or suspended */
            status: string;
            /** Format: int64 */
            uplineId?: number | null;
            /**
             * Format: int64
             * @description Direct downline.
             */
            downlineCount: number;
            /**
             * Format: int64
             * @description Everyone below.
             */
            groupCount: number;
            /** @description This Kuala Lumpur month's sales of everyone below (the sales ledger). */
            groupSales: string;
            /** @description For search matches: the uplines from the viewer's top down to the match's upline. */
            path?: components["schemas"]["PathStep"][] | null;
        };
        /** FamilyTree */
        FamilyTree: {
            /** @description The agent whose downline is listed (none at the top of the network). */
            root?: (components["schemas"]["FamilyNode"] & unknown) | null;
            /** @description The direct downline, or the matches of a name search. */
            children: components["schemas"]["FamilyNode"][];
            /** @description From the viewer's top down to `root`. */
            path: components["schemas"]["PathStep"][];
        };
        /** Faq */
        Faq: {
            /** Format: int64 */
            id?: number | null;
            /** Format: int64 */
            tierId?: number | null;
            readonly tierName?: string | null;
            question: string;
            answer: string;
        };
        /** Features */
        Features: {
            manualReceipt: boolean;
            /** @description Show stock in the agent shop. */
            showStock: boolean;
            /** @description Agents may see their income statement. */
            incomeStatement: boolean;
            selfPickup: boolean;
            /** @description Agents must place a first order. */
            firstOrder: boolean;
            firstOrderPackage: boolean;
            /**
             * Format: int32
             * @description Minutes a first order must be completed in.
             */
            firstOrderMinutes: number;
            /** @description hq, upline or both: whom agents order from. */
            orderingLevel: string;
            /**
             * Format: int32
             * @description Minutes an unpaid order holds stock; at most 779 (12 h 59 min).
             */
            bookingTimeMinutes: number;
            /** @description unit or amount: minimum order by units or by RM/Rp. */
            moqType: string;
            /**
             * Format: int32
             * @description Months without a purchase before an agent is inactive.
             */
            inactivePeriodMonths: number;
            /** Format: int32 */
            inactiveAgentLimit: number;
            cp58Feature: boolean;
            showHidePreorder: boolean;
            /** @description ejen-store program. */
            storeStatus: boolean;
            /** @description e-koop program. */
            koopStatus: boolean;
            /** @description go-affiliate program. */
            affiliateStatus: boolean;
            allLevel: boolean;
            allLevelStatus: boolean;
            showAmountSnR: boolean;
            orderCompany: boolean;
        };
        /** ForgotPasswordRequest */
        ForgotPasswordRequest: {
            email: string;
            /** @description The page the link should open (must be on this company's own host). */
            url?: string | null;
            domain?: string | null;
        };
        /** Greeting */
        Greeting: {
            /** Format: int64 */
            id?: number | null;
            /** Format: int64 */
            tierId?: number | null;
            readonly tierName?: string | null;
            subject: string;
            detail: string;
        };
        /** HistoryEntry */
        HistoryEntry: {
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            productId: number;
            productName: string;
            variantLabel: string;
            branchName: string;
            type: string;
            /** Format: int64 */
            quantity: number;
            reason: string;
            returnReason?: string | null;
            /** @description Who recorded it (null: the system, e.g. a booking that ran out). */
            by?: string | null;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: int64
             * @description The order that took or gave back these units; such an entry cannot be removed.
             */
            orderId?: number | null;
        };
        /** HistoryPage */
        HistoryPage: {
            items: components["schemas"]["HistoryEntry"][];
            /** Format: int64 */
            page: number;
            /** Format: int64 */
            perPage: number;
            hasMore: boolean;
        };
        /** Honour */
        Honour: {
            /** Format: int64 */
            id: number;
            title: string;
            /**
             * Format: naive-date
             * @description YYYY-MM-DD
             */
            date: string;
            userName: string;
            achievement: string;
            imageUrl?: string | null;
        };
        /**
         * HqRegistration
         * @description What HQ fills in to register an agent under any upline.
         */
        HqRegistration: {
            /**
             * Format: int64
             * @description None: directly under HQ.
             */
            uplineId?: number | null;
            /** Format: int64 */
            helperId?: number | null;
            /** Format: int64 */
            tierId: number;
            username: string;
            email: string;
            /** @description individual or company */
            accCategory?: string | null;
            accFirstName: string;
            accLastName?: string | null;
            accCompany?: string | null;
            accIdentity?: string | null;
            accCodePhone: string;
            accPhone: string;
            /** @description en, id or my */
            lang?: string | null;
        };
        /**
         * IdInput
         * @description Names one record.
         */
        IdInput: {
            /** Format: int64 */
            id: number;
        };
        /** IdsInput */
        IdsInput: {
            /** @default [] */
            ids?: number[];
        };
        /** ItemInput */
        ItemInput: {
            /** Format: int64 */
            variantId?: number | null;
            /** Format: int64 */
            packageId?: number | null;
            /** Format: int64 */
            quantity: number;
        };
        /**
         * Kpi
         * @description KPI figures (spec §3 Agent) of this Kuala Lumpur month, from the sales ledger: the side group is
         *     the group's sales outside its biggest leg.
         */
        Kpi: {
            personalSales: string;
            groupSales: string;
            totalPersonalGroupSales: string;
            sideGroupSales: string;
        };
        /** LanguageRequest */
        LanguageRequest: {
            /** @description en, id or my */
            lang: string;
        };
        /** LoginRequest */
        LoginRequest: {
            /** @description The e-mail address, or the username. */
            email: string;
            password: string;
            /** @description The entry the user came through (hq or member); informational. */
            type?: string | null;
            /**
             * Format: int64
             * @description The company id the web app believes it is on; must match the host's company.
             */
            comId?: number | null;
            /**
             * @description Keep the session for 30 days instead of 12 hours.
             * @default false
             */
            remember?: boolean;
        };
        /** LoginResponse */
        LoginResponse: {
            token: string;
            /** Format: date-time */
            expires_at: string;
            user: components["schemas"]["UserDetail"];
        };
        /** Meta */
        Meta: {
            /** Format: uint16 */
            code: number;
            message: string;
            /** @description A stable snake_case code for programs. */
            error?: string | null;
        };
        /** Msic */
        Msic: {
            code: string;
            description: string;
        };
        /**
         * MyShopItem
         * @description A product on the shop's grid, at the agent's tier price.
         */
        MyShopItem: {
            /** Format: int64 */
            id: number;
            name: string;
            categoryName?: string | null;
            coverThumb?: string | null;
            price: string;
            retailPrice: string;
            point: string;
            /**
             * Format: int64
             * @description The seller's units, when HQ shows stock.
             */
            stock?: number | null;
            firstOrderOnly: boolean;
            preorder: boolean;
            hasVariants: boolean;
        };
        /**
         * MyShopPage
         * @description The agent's shop: a page of products, the packages and combos, and where the order goes.
         */
        MyShopPage: {
            items: components["schemas"]["MyShopItem"][];
            /** Format: int64 */
            page: number;
            /** Format: int64 */
            perPage: number;
            /** Format: int64 */
            total: number;
            /** @description Packages and combos are sold by HQ only (empty for an upline order). */
            packages: components["schemas"]["ShopPackage"][];
            combos: components["schemas"]["ShopCombo"][];
            tierName?: string | null;
            showStock: boolean;
            firstOrder: boolean;
            orderFrom: string;
            orderFromChoices: string[];
            upline?: (components["schemas"]["Upline"] & unknown) | null;
        };
        /**
         * MyShopProduct
         * @description One product as the agent buys it.
         */
        MyShopProduct: {
            /** Format: int64 */
            id: number;
            name: string;
            description?: string | null;
            categoryName?: string | null;
            coverImage?: string | null;
            images: string[];
            /** @description The agent's tier price. */
            price: string;
            retailPrice: string;
            point: string;
            weight: string;
            quantityRanges: components["schemas"]["QuantityRangePrice"][];
            options: components["schemas"]["ProductOption"][];
            variants: components["schemas"]["ShopVariant"][];
            showStock: boolean;
            firstOrderOnly: boolean;
            preorder: boolean;
        };
        /** NetworkLinks */
        NetworkLinks: {
            facebook?: string | null;
            instagram?: string | null;
            tiktok?: string | null;
            twitter?: string | null;
            shopee?: string | null;
            lazada?: string | null;
            carousell?: string | null;
            mudah?: string | null;
        };
        /** NetworkSummary */
        NetworkSummary: {
            byTier: components["schemas"]["TierCount"][];
            byStatus: components["schemas"]["StatusCounts"];
            /** Format: int64 */
            changesThisMonth: number;
        };
        /**
         * NewOrderInput
         * @description HQ places an order for an agent.
         */
        NewOrderInput: {
            /** Format: int64 */
            agentId: number;
            /** @default [] */
            items?: components["schemas"]["ItemInput"][];
            shipmentType: string;
            address?: (components["schemas"]["AddressInput"] & unknown) | null;
            /** Format: int64 */
            shipmentId?: number | null;
            /** @default manual */
            paymentType?: string;
            voucherCode?: string | null;
            orderNotes?: string | null;
            /** @default false */
            markPaid?: boolean;
        };
        /** NewsItem */
        NewsItem: {
            /** Format: int64 */
            id: number;
            pinned: boolean;
            subject: string;
            content: string;
            fileUrl?: string | null;
            fileName?: string | null;
            /** @description A YouTube video id. */
            videoId?: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        /** NotificationControlsRequest */
        NotificationControlsRequest: {
            controls: {
                [key: string]: boolean;
            };
        };
        /** NotificationEmailRequest */
        NotificationEmailRequest: {
            email?: string | null;
        };
        /** Notifications */
        Notifications: {
            notificationEmail?: string | null;
            /** @description Which events e-mail HQ: new_order, payment_received, new_registration, low_stock. */
            controls: {
                [key: string]: boolean;
            };
        };
        /** OptionValue */
        OptionValue: {
            /**
             * Format: int64
             * @description Keep the id of an existing value to keep its variants' stock.
             */
            id?: number | null;
            value: string;
            /** @default null */
            image?: string | null;
        };
        /**
         * Order
         * @description The whole record of an order (spec §3 Order), with what the viewer may do with it.
         */
        Order: {
            /** Format: int64 */
            id: number;
            number: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            paidAt?: string | null;
            agent: components["schemas"]["OrderAgent"];
            seller?: (components["schemas"]["OrderSeller"] & unknown) | null;
            /** @description Who receives it: the address's name, else the agent. */
            receiver: string;
            /** @description unpaid, approval, to_ship, delivery, completed, cancelled or refund */
            status: string;
            /** @description The status in the words of the order flow (e.g. "Booking Over"). */
            flowLabel: string;
            /** @description manual or billplz */
            paymentMethod: string;
            /** @description unpaid, pending, paid, failed or refunded */
            paymentStatus: string;
            /** @description courier or pickup */
            shipmentType: string;
            shippingMethod?: string | null;
            trackingNumber?: string | null;
            grandTotal: string;
            /** Format: int64 */
            units: number;
            hasReceipt: boolean;
            printed: components["schemas"]["PrintedFlags"];
            /** @description The gateway's bill (BP-…), when paid online. */
            referenceNumber?: string | null;
            invoiceNumber: string;
            address?: (components["schemas"]["OrderAddress"] & unknown) | null;
            items: components["schemas"]["OrderItem"][];
            subTotal: string;
            discount: string;
            voucherCode?: string | null;
            shipping: string;
            serviceFee: string;
            tax: string;
            taxPercent: string;
            points: string;
            weight: string;
            /** @description The upline's margin on a team order. */
            sellerProfit: string;
            remark?: string | null;
            orderNotes?: string | null;
            receiptUrl?: string | null;
            /**
             * Format: date-time
             * @description An unpaid order's units are held until then.
             */
            holdUntil?: string | null;
            /** Format: date-time */
            approvedAt?: string | null;
            approvedBy?: string | null;
            pickup?: (components["schemas"]["OrderPickup"] & unknown) | null;
            company: components["schemas"]["OrderCompany"];
            /** @description Every status change, oldest first. */
            history: components["schemas"]["OrderEvent"][];
            canApprove: boolean;
            canCancel: boolean;
            canRefund: boolean;
            canShip: boolean;
            canComplete: boolean;
            canPickup: boolean;
        };
        /**
         * OrderAddress
         * @description Where the order goes.
         */
        OrderAddress: {
            name?: string | null;
            phone?: string | null;
            email?: string | null;
            address1: string;
            address2?: string | null;
            postCode?: string | null;
            city?: string | null;
            state?: string | null;
            stateName?: string | null;
            country?: string | null;
        };
        /**
         * OrderAgent
         * @description The agent who bought the order.
         */
        OrderAgent: {
            /** Format: int64 */
            id: number;
            name: string;
            username: string;
            tierName?: string | null;
        };
        /**
         * OrderCompany
         * @description The seller's letterhead for the invoice.
         */
        OrderCompany: {
            name: string;
            roc?: string | null;
            address: string;
            state?: string | null;
            phone?: string | null;
            email?: string | null;
            tin?: string | null;
            logo?: string | null;
        };
        /**
         * OrderEvent
         * @description One status change: who (null: the system or the payment gateway), when, from and to.
         */
        OrderEvent: {
            /** Format: date-time */
            at: string;
            by?: string | null;
            from?: string | null;
            to: string;
            action: string;
            note?: string | null;
        };
        /** OrderFromInput */
        OrderFromInput: {
            orderFrom: string;
        };
        /**
         * OrderItem
         * @description One line of the order, as priced when it was placed.
         */
        OrderItem: {
            /** @description product, package or combo */
            kind: string;
            /** Format: int64 */
            productId?: number | null;
            /** Format: int64 */
            variantId?: number | null;
            /** Format: int64 */
            packageId?: number | null;
            /** Format: int64 */
            comboId?: number | null;
            name: string;
            label: string;
            sku?: string | null;
            /** Format: int64 */
            quantity: number;
            unitPrice: string;
            lineTotal: string;
            weight: string;
            point: string;
            /** @description A combo's picks: `[{variantId, productId, name, label, quantity}]`. */
            picks: unknown;
        };
        /**
         * OrderPage
         * @description A page of orders with the tab counts.
         */
        OrderPage: {
            items: components["schemas"]["OrderSummary"][];
            /** Format: int64 */
            page: number;
            /** Format: int64 */
            perPage: number;
            /** Format: int64 */
            total: number;
            /** @description Follow the search and filters but not the status. */
            counts: components["schemas"]["OrderStatusCounts"];
            /** @description A search matched more than 150 orders: the screen asks to narrow it. */
            tooMany: boolean;
        };
        /**
         * OrderPickup
         * @description Who collected a self-pickup order.
         */
        OrderPickup: {
            collectedBy?: string | null;
            /** Format: date-time */
            collectedAt: string;
        };
        /**
         * OrderSeller
         * @description The upline who sells the order (null: HQ).
         */
        OrderSeller: {
            /** Format: int64 */
            id: number;
            name?: string | null;
        };
        /**
         * OrderStatusCounts
         * @description Orders by status, for the tabs.
         */
        OrderStatusCounts: {
            /** Format: int64 */
            unpaid: number;
            /** Format: int64 */
            approval: number;
            /** Format: int64 */
            to_ship: number;
            /** Format: int64 */
            delivery: number;
            /** Format: int64 */
            completed: number;
            /** Format: int64 */
            cancelled: number;
            /** Format: int64 */
            refund: number;
        };
        /**
         * OrderSummary
         * @description One row of an order list (docs/api-orders.md `OrderSummary`).
         */
        OrderSummary: {
            /** Format: int64 */
            id: number;
            number: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            paidAt?: string | null;
            agent: components["schemas"]["OrderAgent"];
            seller?: (components["schemas"]["OrderSeller"] & unknown) | null;
            /** @description Who receives it: the address's name, else the agent. */
            receiver: string;
            /** @description unpaid, approval, to_ship, delivery, completed, cancelled or refund */
            status: string;
            /** @description The status in the words of the order flow (e.g. "Booking Over"). */
            flowLabel: string;
            /** @description manual or billplz */
            paymentMethod: string;
            /** @description unpaid, pending, paid, failed or refunded */
            paymentStatus: string;
            /** @description courier or pickup */
            shipmentType: string;
            shippingMethod?: string | null;
            trackingNumber?: string | null;
            grandTotal: string;
            /** Format: int64 */
            units: number;
            hasReceipt: boolean;
            printed: components["schemas"]["PrintedFlags"];
        };
        /**
         * OrderTotals
         * @description What an order would charge (spec §3 Order's figures), to the sen or rupiah.
         */
        OrderTotals: {
            subTotal: string;
            discount: string;
            shipping: string;
            serviceFee: string;
            tax: string;
            grandTotal: string;
            points: string;
            weight: string;
            /** Format: int64 */
            units: number;
            voucher?: (components["schemas"]["AppliedVoucher"] & unknown) | null;
        };
        /**
         * Package
         * @description A package (spec §3 Package).
         */
        Package: {
            /** Format: int64 */
            id?: number | null;
            name: string;
            code: string;
            price: string;
            /** Format: naive-date */
            startDate: string;
            /** Format: naive-date */
            stopDate: string;
            /** @default false */
            firstOrder?: boolean;
            items: components["schemas"]["PackageItem"][];
            /**
             * @description ongoing, upcoming, expired or suspended
             * @default
             */
            status?: string;
        };
        /**
         * PackageContent
         * @description What a package holds.
         */
        PackageContent: {
            productName: string;
            label: string;
            /** Format: int64 */
            quantity: number;
        };
        /** PackageItem */
        PackageItem: {
            /** Format: int64 */
            productId: number;
            /**
             * Format: int64
             * @description May be left out for a product without options.
             */
            variantId?: number | null;
            /** Format: int64 */
            quantity: number;
            /** @default  */
            productName?: string;
            /** @default  */
            variantLabel?: string;
        };
        /** PathStep */
        PathStep: {
            /** Format: int64 */
            id: number;
            name: string;
        };
        /**
         * PaymentMethodOption
         * @description A way to pay: a bank transfer (with the account to pay into) or Billplz.
         */
        PaymentMethodOption: {
            /** @description manual or billplz */
            code: string;
            name: string;
            bankName?: string | null;
            accountNumber?: string | null;
            accountName?: string | null;
            adminFee: string;
        };
        /**
         * PendingOrderRef
         * @description The agent's unpaid order, which must be paid or deleted before another checkout.
         */
        PendingOrderRef: {
            /** Format: int64 */
            id: number;
            number: string;
            status: string;
        };
        /** PermissionInfo */
        PermissionInfo: {
            code: string;
            label: string;
        };
        /** PersonRef */
        PersonRef: {
            /** Format: int64 */
            id: number;
            name: string;
        };
        /** PhoneCode */
        PhoneCode: {
            iso2: string;
            name: string;
            /** @description e.g. +60 */
            code: string;
        };
        /** Pick */
        Pick: {
            /** Format: int64 */
            productId: number;
            /**
             * Format: int64
             * @description May be left out for a product without options.
             */
            variantId?: number | null;
            /** Format: int64 */
            quantity: number;
        };
        /** PinRequest */
        PinRequest: {
            /** Format: int64 */
            id: number;
            pin: boolean;
        };
        /** Postcode */
        Postcode: {
            postcode: string;
            city: string;
            state_code: string;
            state: string;
        };
        /**
         * PrintedFlags
         * @description Which documents have been printed.
         */
        PrintedFlags: {
            invoice: boolean;
            packingList: boolean;
            shippingLabel: boolean;
        };
        /** PrintedInput */
        PrintedInput: {
            /** @default [] */
            ids?: number[];
            /** @description invoice, packing_list or shipping_label */
            document: string;
        };
        /**
         * Product
         * @description A product (spec §3 Product). Money is a decimal string; weight in kg, sizes in cm.
         */
        Product: {
            /**
             * Format: int64
             * @description No id: a new product.
             */
            id?: number | null;
            name: string;
            sku: string;
            /** Format: int64 */
            categoryId?: number | null;
            /** @default null */
            categoryName?: string | null;
            description?: string | null;
            weight?: string | null;
            length?: string | null;
            width?: string | null;
            height?: string | null;
            retailPrice: string;
            storePrice?: string | null;
            point?: string | null;
            /** @default [] */
            tierPrices?: components["schemas"]["TierPrice"][];
            salesProfit?: string | null;
            commission?: string | null;
            affiliateCommission?: string | null;
            introducerBonus?: string | null;
            rankDiscount?: string | null;
            /** @default [] */
            quantityRanges?: components["schemas"]["QuantityRangePrice"][];
            /** @default [] */
            options?: components["schemas"]["ProductOption"][];
            /** @default [] */
            variants?: components["schemas"]["Variant"][];
            /**
             * @description published (shown as Active), scheduled (with publishDate) or suspended.
             * @default published
             */
            status?: string;
            /** Format: date-time */
            publishDate?: string | null;
            /** @default false */
            firstOrderOnly?: boolean;
            /** @default false */
            preorder?: boolean;
            /** Format: int64 */
            preorderLimit?: number | null;
            /** @default false */
            ratingEnabled?: boolean;
            /** @default null */
            coverImage?: string | null;
            /** @default null */
            coverThumb?: string | null;
            /** @default [] */
            images?: components["schemas"]["ProductImage"][];
        };
        /** ProductImage */
        ProductImage: {
            /** Format: int64 */
            id: number;
            image: string;
            thumb: string;
        };
        /** ProductOption */
        ProductOption: {
            /** Format: int64 */
            id?: number | null;
            name: string;
            values: components["schemas"]["OptionValue"][];
        };
        /** ProductPage */
        ProductPage: {
            items: components["schemas"]["ProductSummary"][];
            /** Format: int64 */
            page: number;
            /** Format: int64 */
            perPage: number;
            /** Format: int64 */
            total: number;
        };
        /** ProductSummary */
        ProductSummary: {
            /** Format: int64 */
            id: number;
            name: string;
            sku: string;
            /** Format: int64 */
            categoryId?: number | null;
            categoryName?: string | null;
            retailPrice: string;
            status: string;
            /** Format: date-time */
            publishDate?: string | null;
            coverThumb?: string | null;
            /** Format: int64 */
            stock: number;
            /** Format: int64 */
            variantCount: number;
        };
        /** QuantityRangePrice */
        QuantityRangePrice: {
            /** Format: int64 */
            minRange: number;
            /** Format: int64 */
            maxRange: number;
            price: string;
        };
        /** RanksRequest */
        RanksRequest: {
            /** @description The whole list, in order; ranks left out are removed. */
            ranks: components["schemas"]["CommissionRank"][];
        };
        /** RecruitLink */
        RecruitLink: {
            /** Format: int64 */
            tierId: number;
            tierName: string;
            /** @description The registration route on this company's host. */
            path: string;
            url: string;
        };
        /** Registered */
        Registered: {
            /** @description Where the 6-digit code was sent. */
            email: string;
        };
        /** RegistrationLink */
        RegistrationLink: {
            /** Format: int64 */
            leaderId: number;
            leaderName: string;
            leaderUsername: string;
            leaderTier?: string | null;
            /** Format: int64 */
            tierId: number;
            tierName: string;
            companyName: string;
        };
        /** SelectProduct */
        SelectProduct: {
            /** Format: int64 */
            productId: number;
            name: string;
            sku: string;
            coverThumb?: string | null;
            variants: components["schemas"]["SelectVariant"][];
        };
        /** SelectVariant */
        SelectVariant: {
            /** Format: int64 */
            variantId: number;
            label: string;
            /** Format: int64 */
            quantity: number;
        };
        /**
         * SelfRegisterRequest
         * @description What a new agent fills in on the leader's registration link.
         */
        SelfRegisterRequest: {
            /**
             * Format: int64
             * @description The company of the link; must be this host's company.
             */
            comId: number;
            /**
             * Format: int64
             * @description The tier the link recruits into.
             */
            usrTierId: number;
            /**
             * Format: int64
             * @description The leader (upline) of the link.
             */
            familyDirectId: number;
            /**
             * Format: int64
             * @description The upline helper, if any.
             */
            familyHelperId?: number | null;
            username: string;
            email: string;
            password: string;
            /** @description individual or company */
            accCategory?: string | null;
            accFirstName: string;
            accLastName?: string | null;
            accCompany?: string | null;
            /** @description MyKad number (12 digits). */
            accIdentity?: string | null;
            accCodePhone: string;
            accPhone: string;
            /** @description en, id or my */
            lang?: string | null;
        };
        /**
         * ShipMethods
         * @description How the cart can reach the agent: courier rates to the address, self pickup, or "contact HQ".
         */
        ShipMethods: {
            options: components["schemas"]["ShippingOption"][];
            selfPickup: boolean;
            /** @description Where to collect: HQ's address, or the upline's name for an upline order. */
            pickupAddress?: string | null;
            /** @description No courier covers the address. */
            contactHq: boolean;
            message?: string | null;
        };
        /** ShippingOption */
        ShippingOption: {
            /** Format: int64 */
            courierId: number;
            name: string;
            service: string;
            shipping: string;
            handlingFee: string;
            total: string;
            freeShipping: boolean;
        };
        /** ShippingQuote */
        ShippingQuote: {
            options: components["schemas"]["ShippingOption"][];
            /** @description No rate covers the destination and weight (or units): the user must contact HQ. */
            contactHq: boolean;
            message?: string | null;
        };
        /**
         * ShopCombo
         * @description A combo ("any N for RM X") on offer now.
         */
        ShopCombo: {
            /** Format: int64 */
            id: number;
            name: string;
            code: string;
            price: string;
            /** Format: int64 */
            requiredQuantity: number;
            coverImage?: string | null;
            firstOrder: boolean;
        };
        /** ShopItem */
        ShopItem: {
            /** Format: int64 */
            id: number;
            name: string;
            categoryName?: string | null;
            coverThumb?: string | null;
            /** @description The tier's price. */
            price: string;
            retailPrice: string;
            point: string;
            /**
             * Format: int64
             * @description Null unless the company shows stock in the shop.
             */
            stock?: number | null;
            firstOrderOnly: boolean;
            preorder: boolean;
        };
        /**
         * ShopPackage
         * @description A package on offer now.
         */
        ShopPackage: {
            /** Format: int64 */
            id: number;
            name: string;
            code: string;
            price: string;
            firstOrder: boolean;
            items: components["schemas"]["PackageContent"][];
        };
        /** ShopPage */
        ShopPage: {
            items: components["schemas"]["ShopItem"][];
            /** Format: int64 */
            page: number;
            /** Format: int64 */
            perPage: number;
            /** Format: int64 */
            total: number;
            tierName: string;
            showStock: boolean;
        };
        /** ShopProduct */
        ShopProduct: {
            /** Format: int64 */
            id: number;
            name: string;
            description?: string | null;
            categoryName?: string | null;
            coverImage?: string | null;
            images: string[];
            /** @description Null when the tier has no price (it does not see the product). */
            price?: string | null;
            retailPrice: string;
            point: string;
            weight: string;
            quantityRanges: components["schemas"]["QuantityRangePrice"][];
            options: components["schemas"]["ProductOption"][];
            /** @description Stock per variant is 0 here unless the company shows stock in the shop. */
            variants: components["schemas"]["Variant"][];
            firstOrderOnly: boolean;
            preorder: boolean;
            /** Format: int64 */
            preorderLimit?: number | null;
            showStock: boolean;
            tierName: string;
            /** @description Whether an agent of the tier can buy it now (published and priced for the tier). */
            available: boolean;
        };
        /**
         * ShopVariant
         * @description A variant as the agent buys it.
         */
        ShopVariant: {
            /** Format: int64 */
            id: number;
            optionValueIds: number[];
            label: string;
            /**
             * Format: int64
             * @description The seller's units, when HQ shows stock.
             */
            stock?: number | null;
        };
        /** Social */
        Social: {
            facebook?: string | null;
            instagram?: string | null;
            tiktok?: string | null;
            twitter?: string | null;
        };
        /**
         * SocialLinks
         * @description Each a full link or only a username; kept and shown as a full https link.
         */
        SocialLinks: {
            socmedUrlFacebook?: string | null;
            socmedUrlInstagram?: string | null;
            socmedUrlTiktok?: string | null;
            socmedUrlTwitter?: string | null;
        };
        /** StaffMember */
        StaffMember: {
            /** Format: int64 */
            id: number;
            email: string;
            firstName?: string | null;
            lastName?: string | null;
            /** @description new (invited), active or suspended */
            status: string;
            permissions: string[];
            /** @description Invited and not yet signed up. */
            invited: boolean;
        };
        /** StaffRequest */
        StaffRequest: {
            /**
             * Format: int64
             * @description None invites a new staff member by e-mail.
             */
            id?: number | null;
            email?: string | null;
            firstName: string;
            lastName?: string | null;
            permissions: string[];
        };
        /** StaffStatusRequest */
        StaffStatusRequest: {
            /** Format: int64 */
            id: number;
            active: boolean;
        };
        /** StatusCounts */
        StatusCounts: {
            /** Format: int64 */
            new: number;
            /** Format: int64 */
            active: number;
            /** Format: int64 */
            inactive: number;
            /** Format: int64 */
            suspended: number;
        };
        /** StatusRequest */
        StatusRequest: {
            /** @description active, locked or suspended */
            status: string;
        };
        /** StockBranch */
        StockBranch: {
            /** Format: int64 */
            id: number;
            name: string;
            isMain: boolean;
        };
        /**
         * StockItem
         * @description One line of a stock update (spec §3 Inventory stock entry).
         */
        StockItem: {
            /** Format: int64 */
            productId: number;
            /**
             * Format: int64
             * @description Required when the product has options.
             */
            variantId?: number | null;
            /** @description in (Stock In) or out (Stock Out) */
            type?: string | null;
            /** Format: int64 */
            quantity?: number | null;
            reason?: string | null;
            returnReason?: string | null;
        };
        /** StockLevel */
        StockLevel: {
            /** Format: int64 */
            productId: number;
            productName: string;
            sku: string;
            /** Format: int64 */
            variantId: number;
            variantLabel: string;
            /** Format: int64 */
            branchId: number;
            branchName: string;
            /** Format: int64 */
            quantity: number;
            /**
             * Format: int64
             * @description Everything stocked in so far: the base of `percent`.
             */
            received: number;
            /** Format: int64 */
            percent: number;
            /** @description high (> 80 %), medium (50–80 %), low (< 50 %) or out */
            band: string;
            coverThumb?: string | null;
            /** Format: date-time */
            updatedAt?: string | null;
        };
        /** StockPage */
        StockPage: {
            items: components["schemas"]["StockLevel"][];
            /** Format: int64 */
            page: number;
            /** Format: int64 */
            perPage: number;
            /** Format: int64 */
            total: number;
        };
        /** StockSelect */
        StockSelect: {
            branches: components["schemas"]["StockBranch"][];
            products: components["schemas"]["SelectProduct"][];
        };
        /** StockUpdate */
        StockUpdate: {
            /**
             * Format: int64
             * @description The main branch when left out.
             */
            branchId?: number | null;
            items: components["schemas"]["StockItem"][];
        };
        /** SubscriptionFlag */
        SubscriptionFlag: {
            disallow_login: boolean;
            status: string;
        };
        /** SurveyCheck */
        SurveyCheck: {
            required: boolean;
            responded: boolean;
        };
        /**
         * SuspendRequest
         * @description Suspends (`suspended: true`) or unsuspends a product, package, combo, voucher or agent.
         */
        SuspendRequest: {
            /** Format: int64 */
            id: number;
            suspended: boolean;
        };
        /** Terms */
        Terms: {
            /** Format: int64 */
            id?: number | null;
            /**
             * Format: int64
             * @description null: every tier.
             */
            tierId?: number | null;
            readonly tierName?: string | null;
            content: string;
        };
        /** Theme */
        Theme: {
            logo_url?: string | null;
            logo_dark_url?: string | null;
            login_image_url?: string | null;
            primary_color: string;
            secondary_color: string;
        };
        /**
         * Tier
         * @description An agent level. Money and percentages are decimal strings; any number may be left blank (null).
         */
        Tier: {
            /** Format: int64 */
            level_id?: number | null;
            levelName: string;
            /**
             * Format: int32
             * @description 1 is the highest tier; unique.
             */
            rankNumber: number;
            /** Format: int64 */
            minOrderUnit?: number | null;
            minOrderAmount?: string | null;
            /** Format: int64 */
            firstOrderMinUnit?: number | null;
            firstOrderMinAmount?: string | null;
            /** Format: int64 */
            personalSalesUnit?: number | null;
            personalSalesAmount?: string | null;
            /** Format: int64 */
            groupSalesUnit?: number | null;
            groupSalesAmount?: string | null;
            /**
             * Format: int64
             * @description Total personal group sales.
             */
            tpgsUnit?: number | null;
            tpgsAmount?: string | null;
            /** @description Percent. */
            helperPercen?: string | null;
            recruitComm?: string | null;
            /** @description Percent. */
            leadership?: string | null;
            introducerBonus?: string | null;
            /** @description Percent. */
            overridingCommission?: string | null;
            /** @default false */
            inactiveStatus?: boolean;
            teamMemberSalesThreshold?: string | null;
            /** Format: int64 */
            readonly agentCount?: number | null;
        };
        /** TierCount */
        TierCount: {
            /** Format: int64 */
            tierId: number;
            tierName: string;
            /** Format: int64 */
            agents: number;
        };
        /** TierPrice */
        TierPrice: {
            /** Format: int64 */
            tierId: number;
            /** @default  */
            tierName?: string;
            /** @description Blank (null) stays blank: the tier does not see the product. */
            price?: string | null;
        };
        /** TierRef */
        TierRef: {
            /** Format: int64 */
            id: number;
            name: string;
        };
        /** TopEarner */
        TopEarner: {
            agent: components["schemas"]["AgentRef"];
            amount: string;
        };
        /** UpdateLine */
        UpdateLine: {
            /** Format: int64 */
            lineId: number;
            /** Format: int64 */
            quantity: number;
        };
        /**
         * Upline
         * @description The agent's upline (who an upline order goes to).
         */
        Upline: {
            /** Format: int64 */
            id: number;
            name?: string | null;
        };
        /** UplineCandidate */
        UplineCandidate: {
            /** Format: int64 */
            id: number;
            name: string;
            username: string;
            tierName?: string | null;
            /** Format: int32 */
            tierRank?: number | null;
        };
        /** UserDetail */
        UserDetail: {
            /** Format: int64 */
            id: number;
            email: string;
            username: string;
            name: string;
            /** @description hq, staff or agent */
            role: string;
            permissions: string[];
            tier?: (components["schemas"]["TierRef"] & unknown) | null;
            /** @description new, active, inactive or suspended */
            status: string;
            language: string;
            photo_url?: string | null;
            verified: boolean;
            /** @description False until the first sign-in's profile set-up is done (name and phone). */
            profile_complete: boolean;
            account: components["schemas"]["AccountFields"];
            bank: components["schemas"]["BankFields"];
            social: components["schemas"]["SocialLinks"];
            subscription: components["schemas"]["SubscriptionFlag"];
            control: components["schemas"]["Control"];
            company: components["schemas"]["CompanyPublic"];
        };
        /** Variant */
        Variant: {
            /** Format: int64 */
            id: number;
            optionValueIds: number[];
            label: string;
            /**
             * Format: int64
             * @description Over all branches.
             */
            stock: number;
        };
        /** VendorLoginRequest */
        VendorLoginRequest: {
            email: string;
            password: string;
        };
        /** VendorLoginResponse */
        VendorLoginResponse: {
            token: string;
            vendor: components["schemas"]["VendorProfile"];
        };
        /** VendorProfile */
        VendorProfile: {
            /** Format: int64 */
            id: number;
            email: string;
            name: string;
        };
        /** VerificationRequest */
        VerificationRequest: {
            email: string;
            /** @description The 6-digit code from the e-mail. */
            code: string;
        };
        /** Verified */
        Verified: {
            verified: boolean;
        };
        /**
         * Voucher
         * @description A voucher (spec §3 Voucher; the capitalised names are the spec's).
         */
        Voucher: {
            /** Format: int64 */
            id?: number | null;
            voucherName: string;
            /** @description amount (a fixed discount) or percent (of the sub total) */
            Type: string;
            Code: string;
            /**
             * Format: int64
             * @description How many times it can be used in all.
             */
            Quota: number;
            /**
             * Format: naive-date
             * @description YYYY-MM-DD, from the start of that day in Kuala Lumpur.
             */
            StartDate: string;
            /**
             * Format: naive-date
             * @description YYYY-MM-DD, to the end of that day in Kuala Lumpur.
             */
            StopDate: string;
            /** @description The discount: an amount, or a percent for type percent. */
            Disc: string;
            MinPurchase?: string | null;
            /**
             * Format: int64
             * @description How many times one agent may use it.
             */
            UsgLimit?: number | null;
            /** @default false */
            freeShipping?: boolean;
            /** @default false */
            firstOrder?: boolean;
            /**
             * @description Only for package orders.
             * @default false
             */
            package?: boolean;
            /** @description ongoing, upcoming, expired or suspended */
            readonly status?: string | null;
            /** Format: int64 */
            readonly usedCount?: number | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
