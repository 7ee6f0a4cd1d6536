// Generated from the backend's OpenAPI document (operations under /vendor/ only) by scripts/api-types.mjs: do not edit.
// Regenerate with `npm run api-types` (OPENAPI_JSON=<file> or BACKEND=<backend binary>);
// `npm run api-types:check` fails when this file and the document disagree.

export interface paths {
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
    "/vendor/billing/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Monthly recurring revenue, what is overdue and how many companies are locked. */
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
                        "application/json; charset=utf-8": components["schemas"]["Envelope_VendorBillingSummary"];
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
    "/vendor/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every plan, offered or not. */
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
                        "application/json; charset=utf-8": components["schemas"]["Envelope_list_Plan"];
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
        /** Adds a plan. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["PlanInput"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Plan"];
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
    "/vendor/plans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Edits a plan; its currency stays. */
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
                    "application/json; charset=utf-8": components["schemas"]["PlanInput"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Plan"];
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
    "/vendor/companies/{id}/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Puts a company on a plan from today (a trial first when `trialDays` is above 0). */
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
                    "application/json; charset=utf-8": components["schemas"]["SetSubscriptionInput"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_SubscriptionInfo"];
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
    "/vendor/companies/{id}/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Raises a one-off invoice for a company (beside its renewals) and e-mails it. */
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
                    "application/json; charset=utf-8": components["schemas"]["OneOffInvoiceInput"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Invoice"];
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
    "/vendor/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Invoices of every company (or one), newest first. */
        get: {
            parameters: {
                query?: {
                    /** @description pending, partially_paid, paid, overdue or void */
                    status?: string;
                    companyId?: number;
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
                        "application/json; charset=utf-8": components["schemas"]["Envelope_InvoicePage"];
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
    "/vendor/invoices/{id}": {
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
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Invoice"];
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
    "/vendor/invoices/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records money received by hand (bank transfer, cheque): less than the balance leaves the
         *     invoice partially paid, more becomes the company's credit. Paying off every overdue
         *     invoice unlocks the company.
         */
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
                    "application/json; charset=utf-8": components["schemas"]["ManualPaymentInput"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Invoice"];
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
    "/vendor/invoices/{id}/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Voids an invoice nothing has been paid on: it can no longer be paid and never locks. */
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
                    "application/json; charset=utf-8": components["schemas"]["VoidInput"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Invoice"];
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
    "/vendor/invoices/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mails the invoice to the company again. */
        post: {
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
                        "application/json; charset=utf-8": components["schemas"]["Envelope_Invoice"];
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
    "/vendor/billing/settings": {
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
                        "application/json; charset=utf-8": components["schemas"]["Envelope_BillingSettings"];
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
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json; charset=utf-8": components["schemas"]["BillingSettings"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json; charset=utf-8": components["schemas"]["Envelope_BillingSettings"];
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
    "/vendor/billing/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Runs today's billing now, as the daily job does (nothing is done twice). */
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
                        "application/json; charset=utf-8": components["schemas"]["Envelope_BillingRunResult"];
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
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** BillingRunResult */
        BillingRunResult: {
            /** Format: uint64 */
            issued: number;
            /** Format: uint64 */
            reminded: number;
            /** Format: uint64 */
            overdue: number;
            /** Format: uint64 */
            locked: number;
            /** Format: uint64 */
            unlocked: number;
        };
        /** BillingSettings */
        BillingSettings: {
            /**
             * Format: int32
             * @description Days after the due day before an unpaid invoice is overdue and the company locked.
             */
            graceDays: number;
            /** Format: int32 */
            reminderDaysBefore: number;
            /**
             * Format: int32
             * @description Days before the renewal day its invoice is issued.
             */
            issueDaysBefore: number;
            vendorName: string;
            vendorAddress: string;
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
            planName?: string | null;
            /** @description monthly or yearly */
            period?: string | null;
            /** Format: naive-date */
            renewsOn?: string | null;
            /** @description What the company owes on its open invoices, in its currency. */
            balanceDue: string;
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
        /** CreatedCompany */
        CreatedCompany: {
            company: components["schemas"]["CompanySummary"];
            /** @description The HQ user's link to choose a password (also e-mailed). */
            invitation_url: string;
        };
        /** CurrencyAmount */
        CurrencyAmount: {
            currency: string;
            amount: string;
        };
        /** Envelope_BillingRunResult */
        Envelope_BillingRunResult: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["BillingRunResult"];
        };
        /** Envelope_BillingSettings */
        Envelope_BillingSettings: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["BillingSettings"];
        };
        /** Envelope_CompanySummary */
        Envelope_CompanySummary: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["CompanySummary"];
        };
        /** Envelope_CreatedCompany */
        Envelope_CreatedCompany: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["CreatedCompany"];
        };
        /** Envelope_Invoice */
        Envelope_Invoice: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["Invoice"];
        };
        /** Envelope_InvoicePage */
        Envelope_InvoicePage: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["InvoicePage"];
        };
        /** Envelope_NoData */
        Envelope_NoData: {
            meta: components["schemas"]["Meta"];
            /** @description Always null: the answer is its message. */
            data: unknown;
        };
        /** Envelope_Plan */
        Envelope_Plan: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["Plan"];
        };
        /** Envelope_SubscriptionInfo */
        Envelope_SubscriptionInfo: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["SubscriptionInfo"];
        };
        /** Envelope_VendorBillingSummary */
        Envelope_VendorBillingSummary: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["VendorBillingSummary"];
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
        /** Envelope_list_CompanySummary */
        Envelope_list_CompanySummary: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["CompanySummary"][];
        };
        /** Envelope_list_Plan */
        Envelope_list_Plan: {
            meta: components["schemas"]["Meta"];
            data: components["schemas"]["Plan"][];
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
        /** Invoice */
        Invoice: {
            /** Format: int64 */
            id: number;
            number: string;
            /** Format: int64 */
            companyId: number;
            companyName: string;
            /** Format: naive-date */
            issuedOn: string;
            /** Format: naive-date */
            dueOn: string;
            /** Format: naive-date */
            periodStart: string;
            /** Format: naive-date */
            periodEnd: string;
            currency: string;
            items: components["schemas"]["InvoiceItem"][];
            total: string;
            paid: string;
            balance: string;
            /** @description pending, partially_paid, paid, overdue or void */
            status: string;
            accountingRef?: string | null;
            payments: components["schemas"]["InvoicePayment"][];
            voidReason?: string | null;
            /** @description The gateways the invoice can be paid through now (none when nothing is owed). */
            payMethods: string[];
            vendorName: string;
            vendorAddress: string;
        };
        /** InvoiceItem */
        InvoiceItem: {
            description: string;
            /** Format: int32 */
            quantity: number;
            unitPrice: string;
            amount: string;
        };
        /** InvoicePage */
        InvoicePage: {
            items: components["schemas"]["InvoiceSummary"][];
            /** Format: int64 */
            total: number;
            /** Format: int64 */
            page: number;
            /** Format: int64 */
            perPage: number;
            /** @description All that is owed on the invoices listed's company (HQ) or every company (vendor). */
            balanceDue: string;
        };
        /** InvoicePayment */
        InvoicePayment: {
            /** Format: int64 */
            id: number;
            /** @description billplz, stripe or manual */
            method: string;
            reference: string;
            amount: string;
            /** Format: date-time */
            paidAt: string;
            note?: string | null;
        };
        /** InvoiceSummary */
        InvoiceSummary: {
            /** Format: int64 */
            id: number;
            number: string;
            /** Format: int64 */
            companyId: number;
            companyName: string;
            /** Format: naive-date */
            issuedOn: string;
            /** Format: naive-date */
            dueOn: string;
            currency: string;
            total: string;
            paid: string;
            balance: string;
            /** @description pending, partially_paid, paid, overdue or void */
            status: string;
        };
        /** ManualPaymentInput */
        ManualPaymentInput: {
            amount: string;
            /**
             * @description The bank transfer's or cheque's reference (blank: one is made).
             * @default
             */
            reference?: string;
            /**
             * Format: naive-date
             * @description The day the money arrived (blank: today).
             */
            paidOn?: string | null;
            note?: string | null;
        };
        /** Meta */
        Meta: {
            /** Format: uint16 */
            code: number;
            message: string;
            /** @description A stable snake_case code for programs. */
            error?: string | null;
        };
        /** OneOffInvoiceInput */
        OneOffInvoiceInput: {
            /** @description What is invoiced (a set-up fee, training, a service). */
            description: string;
            /** @description At the company currency's scale. */
            amount: string;
            /**
             * Format: naive-date
             * @description Today or later.
             */
            dueOn: string;
        };
        /** Plan */
        Plan: {
            /** Format: int64 */
            id: number;
            code: string;
            name: string;
            description: string;
            /** @description MYR or IDR */
            currency: string;
            monthlyPrice: string;
            yearlyPrice: string;
            /**
             * Format: int32
             * @description None: unlimited.
             */
            maxAgents?: number | null;
            /** Format: int32 */
            maxBranches?: number | null;
            /** @description reports, analytics, campaigns, marketing, stores, e_invoice, cp58, integrations, api */
            features: string[];
            /** Format: int32 */
            trialDays: number;
            /** @description Offered to companies choosing a plan. */
            active: boolean;
            /** @description The company's plan now (HQ's calls; false in the vendor console). */
            current: boolean;
        };
        /** PlanInput */
        PlanInput: {
            /** @description Lowercase letters, digits and hyphens, unique. */
            code: string;
            name: string;
            /** @default  */
            description?: string;
            /** @description MYR or IDR (kept when a plan is edited) */
            currency: string;
            monthlyPrice: string;
            yearlyPrice: string;
            /**
             * Format: int32
             * @description Empty: unlimited.
             */
            maxAgents?: number | null;
            /** Format: int32 */
            maxBranches?: number | null;
            /** @default [] */
            features?: string[];
            /**
             * Format: int32
             * @default 0
             */
            trialDays?: number;
            /** @default true */
            active?: boolean;
        };
        /** SetSubscriptionInput */
        SetSubscriptionInput: {
            /** Format: int64 */
            planId: number;
            /** @description monthly or yearly */
            period: string;
            /**
             * Format: int32
             * @description Free days before the first invoice (0: none).
             * @default 0
             */
            trialDays?: number;
        };
        /** StatusRequest */
        StatusRequest: {
            /** @description active, locked or suspended */
            status: string;
        };
        /** SubscriptionInfo */
        SubscriptionInfo: {
            /** Format: int64 */
            planId: number;
            /** @description monthly or yearly */
            period: string;
            /** Format: naive-date */
            startedOn: string;
            /** Format: naive-date */
            trialEndsOn?: string | null;
            /**
             * Format: naive-date
             * @description The first day of the next period (its invoice is due that day).
             */
            renewsOn: string;
            /** @description The period the subscription moves to at renewal, if it changes. */
            nextPeriod?: string | null;
            /** @description Paid beyond an invoice: taken off the next one. */
            creditBalance: string;
        };
        /** VendorBillingSummary */
        VendorBillingSummary: {
            /**
             * @description Monthly recurring revenue (companies past their trial, not suspended; yearly plans count a
             *     twelfth).
             */
            mrr: components["schemas"]["CurrencyAmount"][];
            overdue: components["schemas"]["CurrencyAmount"][];
            /** Format: int64 */
            lockedCompanies: number;
            /** Format: int64 */
            overdueInvoices: number;
            /** Format: int64 */
            invoicesDue: number;
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
        /** VoidInput */
        VoidInput: {
            reason: string;
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
