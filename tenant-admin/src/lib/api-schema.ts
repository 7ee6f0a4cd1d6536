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
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
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
        /** Envelope_NoData */
        Envelope_NoData: {
            meta: components["schemas"]["Meta"];
            /** @description Always null: the answer is its message. */
            data: unknown;
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
        /**
         * ErrorBody
         * @description The body of every error. `data` is null, or `{errors: {field: message}}` for 422, or a small
         *     object the client acts on (e.g. `{subscription: {disallow_login: true}}`).
         */
        ErrorBody: {
            meta: components["schemas"]["Meta"];
            data?: unknown;
        };
        /** Meta */
        Meta: {
            /** Format: uint16 */
            code: number;
            message: string;
            /** @description A stable snake_case code for programs. */
            error?: string | null;
        };
        /** StatusRequest */
        StatusRequest: {
            /** @description active, locked or suspended */
            status: string;
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
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
