//! E-invoices as MyInvois wants them (integrations.md §3.4–3.7), pure: the UBL 2.1 JSON of a
//! sale, of a self-billed payout and of a month's consolidated sales, and the document statuses.

use chrono::{DateTime, Utc};
use rust_decimal::Decimal;
use serde_json::{json, Value};

/// The general public's TIN: a buyer who gave none, the consolidated buyer (§3.6).
pub const GENERAL_PUBLIC_TIN: &str = "EI00000000010";
/// Classification of goods sold (Others), of a consolidated e-invoice, and of a self-billed
/// monetary payment to an agent (§3.4).
pub const CLASS_OTHERS: &str = "022";
pub const CLASS_CONSOLIDATED: &str = "004";
pub const CLASS_AGENT_PAYMENT: &str = "037";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// 01, to a buyer with a TIN.
    Invoice,
    /// 11, the agent as supplier and the company as buyer.
    SelfBilled,
    /// 01, to the general public, for a month.
    Consolidated,
}

impl Kind {
    pub fn code(self) -> &'static str {
        match self {
            Kind::Invoice => "invoice",
            Kind::SelfBilled => "self-billed",
            Kind::Consolidated => "consolidated",
        }
    }

    pub fn parse(s: &str) -> Option<Kind> {
        match s {
            "invoice" => Some(Kind::Invoice),
            "self-billed" => Some(Kind::SelfBilled),
            "consolidated" => Some(Kind::Consolidated),
            _ => None,
        }
    }

    fn type_code(self) -> &'static str {
        match self {
            Kind::SelfBilled => "11",
            Kind::Invoice | Kind::Consolidated => "01",
        }
    }
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Address {
    pub lines: Vec<String>,
    pub postcode: String,
    pub city: String,
    /// MyInvois state code, 01–16 (17: not applicable).
    pub state: String,
    /// ISO 3166 alpha-3.
    pub country: String,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Party {
    pub name: String,
    pub tin: String,
    /// BRN, NRIC, PASSPORT or ARMY.
    pub id_scheme: String,
    pub id_value: String,
    /// "NA" when not registered.
    pub sst: String,
    pub address: Address,
    /// E.164, or "NA".
    pub phone: String,
    pub email: Option<String>,
    /// The supplier's MSIC code and its business activity.
    pub msic: Option<(String, String)>,
}

impl Party {
    /// The buyer of a consolidated e-invoice (§3.5).
    pub fn general_public() -> Party {
        Party {
            name: "General Public".into(),
            tin: GENERAL_PUBLIC_TIN.into(),
            id_scheme: "NRIC".into(),
            id_value: "NA".into(),
            sst: "NA".into(),
            address: Address {
                lines: vec!["NA".into()],
                postcode: String::new(),
                city: "NA".into(),
                state: "17".into(),
                country: "MYS".into(),
            },
            phone: "NA".into(),
            email: None,
            msic: None,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    pub description: String,
    pub quantity: Decimal,
    pub unit_price: Decimal,
    pub classification: &'static str,
}

impl Line {
    pub fn subtotal(&self) -> Decimal {
        (self.quantity * self.unit_price).round_dp(2)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Document {
    pub kind: Kind,
    /// Our id of it (≤ 50 characters): the order number, the payout, or the month.
    pub code_number: String,
    pub issued_at: DateTime<Utc>,
    pub supplier: Party,
    pub buyer: Party,
    pub lines: Vec<Line>,
    /// A discount on the whole document (a voucher).
    pub discount: Decimal,
    /// Percent; 0: tax type 06 (not applicable).
    pub tax_percent: Decimal,
    pub tax: Decimal,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Totals {
    pub line_extension: Decimal,
    pub tax_exclusive: Decimal,
    pub tax_inclusive: Decimal,
    pub payable: Decimal,
}

impl Document {
    pub fn totals(&self) -> Totals {
        let line_extension: Decimal = self.lines.iter().map(Line::subtotal).sum();
        let tax_exclusive = line_extension - self.discount;
        let tax_inclusive = tax_exclusive + self.tax;
        Totals {
            line_extension,
            tax_exclusive,
            tax_inclusive,
            payable: tax_inclusive,
        }
    }
}

fn v(text: impl Into<String>) -> Value {
    json!([{ "_": text.into() }])
}

/// A number as MyInvois's JSON wants it (a JSON number, not a string).
fn num(d: Decimal) -> Value {
    use rust_decimal::prelude::ToPrimitive;
    d.to_f64()
        .and_then(serde_json::Number::from_f64)
        .map(Value::Number)
        .unwrap_or(Value::Null)
}

fn money(amount: Decimal) -> Value {
    json!([{ "_": num(amount.round_dp(2)), "currencyID": "MYR" }])
}

fn party(p: &Party, supplier: bool) -> Value {
    let mut ids = vec![
        json!({"ID": [{"_": p.tin, "schemeID": "TIN"}]}),
        json!({"ID": [{"_": p.id_value, "schemeID": p.id_scheme}]}),
        json!({"ID": [{"_": if p.sst.is_empty() { "NA" } else { &p.sst }, "schemeID": "SST"}]}),
    ];
    if supplier {
        ids.push(json!({"ID": [{"_": "NA", "schemeID": "TTX"}]}));
    }
    let mut address_lines: Vec<Value> = p
        .address
        .lines
        .iter()
        .filter(|l| !l.trim().is_empty())
        .map(|l| json!({"Line": v(l.clone())}))
        .collect();
    if address_lines.is_empty() {
        address_lines.push(json!({"Line": v("NA")}));
    }
    let mut contact = json!({"Telephone": v(p.phone.clone())});
    if let Some(email) = p.email.as_ref().filter(|e| !e.is_empty()) {
        contact["ElectronicMail"] = v(email.clone());
    }
    let mut out = json!({
        "PartyIdentification": ids,
        "PostalAddress": [{
            "CityName": v(p.address.city.clone()),
            "PostalZone": v(p.address.postcode.clone()),
            "CountrySubentityCode": v(p.address.state.clone()),
            "AddressLine": address_lines,
            "Country": [{"IdentificationCode": [{"_": p.address.country, "listID": "ISO3166-1", "listAgencyID": "6"}]}]
        }],
        "PartyLegalEntity": [{"RegistrationName": v(p.name.clone())}],
        "Contact": [contact]
    });
    if supplier {
        // Mandatory for a supplier: an agent supplying a self-billed document has none (00000).
        let (code, name) = p
            .msic
            .clone()
            .unwrap_or_else(|| ("00000".into(), "NOT APPLICABLE".into()));
        out["IndustryClassificationCode"] = json!([{"_": code, "name": name}]);
    }
    json!([{ "Party": [out] }])
}

fn tax_category(percent: Decimal) -> (&'static str, Decimal) {
    if percent > Decimal::ZERO {
        ("01", percent)
    } else {
        ("06", Decimal::ZERO)
    }
}

/// The document as MyInvois's UBL 2.1 JSON (version 1.0: no signature).
pub fn ubl(d: &Document) -> Value {
    let totals = d.totals();
    let (tax_type, percent) = tax_category(d.tax_percent);
    let tax_scheme =
        json!([{"ID": [{"_": "OTH", "schemeID": "UN/ECE 5153", "schemeAgencyID": "6"}]}]);
    let lines: Vec<Value> = d
        .lines
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let sub = l.subtotal();
            // Tax is on the document; a line carries its share at the document's rate.
            let line_tax = (sub * percent / Decimal::from(100)).round_dp(2);
            json!({
                "ID": v((i + 1).to_string()),
                "InvoicedQuantity": [{"_": num(l.quantity), "unitCode": "C62"}],
                "LineExtensionAmount": money(sub),
                "TaxTotal": [{
                    "TaxAmount": money(line_tax),
                    "TaxSubtotal": [{
                        "TaxableAmount": money(sub),
                        "TaxAmount": money(line_tax),
                        "Percent": [{"_": num(percent)}],
                        "TaxCategory": [{"ID": v(tax_type), "TaxScheme": tax_scheme}]
                    }]
                }],
                "Item": [{
                    "Description": v(l.description.clone()),
                    "CommodityClassification": [{"ItemClassificationCode": [{"_": l.classification, "listID": "CLASS"}]}]
                }],
                "Price": [{"PriceAmount": money(l.unit_price)}],
                "ItemPriceExtension": [{"Amount": money(sub)}]
            })
        })
        .collect();
    let mut invoice = json!({
        "ID": v(d.code_number.clone()),
        "IssueDate": v(d.issued_at.format("%Y-%m-%d").to_string()),
        "IssueTime": v(d.issued_at.format("%H:%M:%SZ").to_string()),
        "InvoiceTypeCode": [{"_": d.kind.type_code(), "listVersionID": "1.0"}],
        "DocumentCurrencyCode": v("MYR"),
        "TaxCurrencyCode": v("MYR"),
        "AccountingSupplierParty": party(&d.supplier, true),
        "AccountingCustomerParty": party(&d.buyer, false),
        "TaxTotal": [{
            "TaxAmount": money(d.tax),
            "TaxSubtotal": [{
                "TaxableAmount": money(totals.tax_exclusive),
                "TaxAmount": money(d.tax),
                "TaxCategory": [{"ID": v(tax_type), "TaxScheme": tax_scheme}]
            }]
        }],
        "LegalMonetaryTotal": [{
            "LineExtensionAmount": money(totals.line_extension),
            "TaxExclusiveAmount": money(totals.tax_exclusive),
            "TaxInclusiveAmount": money(totals.tax_inclusive),
            "AllowanceTotalAmount": money(d.discount),
            "PayableAmount": money(totals.payable)
        }],
        "InvoiceLine": lines
    });
    if d.discount > Decimal::ZERO {
        invoice["AllowanceCharge"] = json!([{
            "ChargeIndicator": [{"_": false}],
            "AllowanceChargeReason": v("Voucher"),
            "Amount": money(d.discount)
        }]);
    }
    json!({
        "_D": "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2",
        "_A": "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
        "_B": "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
        "Invoice": [invoice]
    })
}

/// Our status of a document from MyInvois's (Submitted stays submitted).
pub fn status_of(myinvois: &str) -> &'static str {
    match myinvois.to_ascii_lowercase().as_str() {
        "valid" => "valid",
        "invalid" => "invalid",
        "cancelled" => "cancelled",
        _ => "submitted",
    }
}

/// A valid document may be cancelled within 72 hours of its validation.
pub fn can_cancel(status: &str, validated_at: Option<DateTime<Utc>>, now: DateTime<Utc>) -> bool {
    status == "valid" && validated_at.is_some_and(|at| now - at <= chrono::Duration::hours(72))
}

/// Sent again: an invalid document (after correction) or one whose submission failed to send.
pub fn can_resubmit(status: &str) -> bool {
    matches!(status, "invalid" | "pending")
}

/// The TIN an individual supplier or buyer stands under (§3.6, §8.8): theirs, or the general
/// public's with their MyKad when they gave only a MyKad.
pub fn individual_ids(tin: Option<&str>, mykad: Option<&str>) -> (String, String, String) {
    let tin = tin.map(str::trim).filter(|t| !t.is_empty());
    let mykad = mykad
        .map(|m| m.chars().filter(char::is_ascii_digit).collect::<String>())
        .filter(|m| m.len() == 12);
    match (tin, mykad) {
        (Some(t), Some(m)) => (t.to_string(), "NRIC".into(), m),
        (Some(t), None) => (t.to_string(), "NRIC".into(), "000000000000".into()),
        (None, Some(m)) => (GENERAL_PUBLIC_TIN.into(), "NRIC".into(), m),
        (None, None) => (
            GENERAL_PUBLIC_TIN.into(),
            "NRIC".into(),
            "000000000000".into(),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn d(s: &str) -> Decimal {
        s.parse().unwrap()
    }

    fn company() -> Party {
        Party {
            name: "Glow Sdn Bhd".into(),
            tin: "C1234567890".into(),
            id_scheme: "BRN".into(),
            id_value: "202301234567".into(),
            sst: "NA".into(),
            address: Address {
                lines: vec!["1 Jalan Ampang".into()],
                postcode: "50450".into(),
                city: "Kuala Lumpur".into(),
                state: "14".into(),
                country: "MYS".into(),
            },
            phone: "+60312345678".into(),
            email: Some("hq@glow.test".into()),
            msic: Some(("46499".into(), "Wholesale of other household goods".into())),
        }
    }

    fn aina() -> Party {
        let (tin, scheme, id) = individual_ids(Some("IG12345678901"), Some("900101-14-5678"));
        Party {
            name: "Aina Aziz".into(),
            tin,
            id_scheme: scheme,
            id_value: id,
            sst: "NA".into(),
            address: Address {
                lines: vec!["2 Jalan Tun Razak".into()],
                postcode: "50400".into(),
                city: "Kuala Lumpur".into(),
                state: "14".into(),
                country: "MYS".into(),
            },
            phone: "+60123456789".into(),
            email: None,
            msic: None,
        }
    }

    fn at() -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 11, 25, 1, 30, 0).unwrap()
    }

    fn field<'a>(doc: &'a Value, path: &str) -> &'a Value {
        doc.pointer(path)
            .unwrap_or_else(|| panic!("{path} missing in {doc}"))
    }

    #[test]
    fn a_sale_is_an_invoice_from_the_company_to_the_agent_with_totals_that_add_up() {
        // 3 serums at RM 50.00, RM 8.00 shipping, a RM 10.00 voucher, no tax: RM 148.00.
        let doc = Document {
            kind: Kind::Invoice,
            code_number: "GLW-000123".into(),
            issued_at: at(),
            supplier: company(),
            buyer: aina(),
            lines: vec![
                Line {
                    description: "Serum 30 ml".into(),
                    quantity: d("3"),
                    unit_price: d("50.00"),
                    classification: CLASS_OTHERS,
                },
                Line {
                    description: "Shipping".into(),
                    quantity: d("1"),
                    unit_price: d("8.00"),
                    classification: CLASS_OTHERS,
                },
            ],
            discount: d("10.00"),
            tax_percent: Decimal::ZERO,
            tax: Decimal::ZERO,
        };
        let u = ubl(&doc);
        assert_eq!(
            u["_D"],
            "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
        );
        let inv = &u["Invoice"][0];
        assert_eq!(
            field(inv, "/InvoiceTypeCode/0"),
            &json!({"_": "01", "listVersionID": "1.0"})
        );
        assert_eq!(field(inv, "/ID/0/_"), "GLW-000123");
        assert_eq!(field(inv, "/IssueDate/0/_"), "2026-11-25");
        assert_eq!(field(inv, "/IssueTime/0/_"), "01:30:00Z");
        assert_eq!(field(inv, "/DocumentCurrencyCode/0/_"), "MYR");
        let supplier = field(inv, "/AccountingSupplierParty/0/Party/0");
        assert_eq!(
            field(supplier, "/PartyIdentification/0/ID/0"),
            &json!({"_": "C1234567890", "schemeID": "TIN"})
        );
        assert_eq!(
            field(supplier, "/PartyIdentification/1/ID/0"),
            &json!({"_": "202301234567", "schemeID": "BRN"})
        );
        assert_eq!(
            field(supplier, "/PartyIdentification/2/ID/0/schemeID"),
            "SST"
        );
        assert_eq!(field(supplier, "/IndustryClassificationCode/0/_"), "46499");
        assert_eq!(
            field(supplier, "/PostalAddress/0/CountrySubentityCode/0/_"),
            "14"
        );
        assert_eq!(
            field(
                supplier,
                "/PostalAddress/0/Country/0/IdentificationCode/0/_"
            ),
            "MYS"
        );
        let buyer = field(inv, "/AccountingCustomerParty/0/Party/0");
        assert_eq!(
            field(buyer, "/PartyIdentification/0/ID/0/_"),
            "IG12345678901"
        );
        assert_eq!(
            field(buyer, "/PartyIdentification/1/ID/0"),
            &json!({"_": "900101145678", "schemeID": "NRIC"})
        );
        assert!(
            buyer.get("IndustryClassificationCode").is_none(),
            "only the supplier has an MSIC"
        );
        let total = field(inv, "/LegalMonetaryTotal/0");
        assert_eq!(field(total, "/LineExtensionAmount/0/_"), &json!(158.0));
        assert_eq!(field(total, "/TaxExclusiveAmount/0/_"), &json!(148.0));
        assert_eq!(field(total, "/PayableAmount/0/_"), &json!(148.0));
        assert_eq!(
            field(inv, "/TaxTotal/0/TaxSubtotal/0/TaxCategory/0/ID/0/_"),
            "06"
        );
        let line = field(inv, "/InvoiceLine/0");
        assert_eq!(field(line, "/InvoicedQuantity/0/_"), &json!(3.0));
        assert_eq!(field(line, "/LineExtensionAmount/0/_"), &json!(150.0));
        assert_eq!(
            field(
                line,
                "/Item/0/CommodityClassification/0/ItemClassificationCode/0"
            ),
            &json!({"_": "022", "listID": "CLASS"})
        );
        assert_eq!(field(inv, "/AllowanceCharge/0/Amount/0/_"), &json!(10.0));
    }

    #[test]
    fn a_payout_is_self_billed_with_the_agent_as_supplier_and_class_037() {
        let doc = Document {
            kind: Kind::SelfBilled,
            code_number: "PAYOUT-42".into(),
            issued_at: at(),
            supplier: aina(),
            buyer: company(),
            lines: vec![Line {
                description: "Commission payout 42".into(),
                quantity: Decimal::ONE,
                unit_price: d("500.00"),
                classification: CLASS_AGENT_PAYMENT,
            }],
            discount: Decimal::ZERO,
            tax_percent: Decimal::ZERO,
            tax: Decimal::ZERO,
        };
        let u = ubl(&doc);
        let inv = &u["Invoice"][0];
        assert_eq!(field(inv, "/InvoiceTypeCode/0/_"), "11");
        assert_eq!(
            field(
                inv,
                "/AccountingSupplierParty/0/Party/0/PartyIdentification/0/ID/0/_"
            ),
            "IG12345678901"
        );
        assert_eq!(
            field(
                inv,
                "/AccountingCustomerParty/0/Party/0/PartyIdentification/0/ID/0/_"
            ),
            "C1234567890"
        );
        assert_eq!(
            field(
                inv,
                "/InvoiceLine/0/Item/0/CommodityClassification/0/ItemClassificationCode/0/_"
            ),
            "037"
        );
        assert_eq!(
            field(inv, "/LegalMonetaryTotal/0/PayableAmount/0/_"),
            &json!(500.0)
        );
        assert!(inv.get("AllowanceCharge").is_none());
        assert_eq!(
            field(
                inv,
                "/AccountingSupplierParty/0/Party/0/IndustryClassificationCode/0"
            ),
            &json!({"_": "00000", "name": "NOT APPLICABLE"}),
            "an agent has no MSIC"
        );
    }

    #[test]
    fn a_month_without_buyer_tins_is_one_consolidated_invoice_to_the_general_public() {
        let doc = Document {
            kind: Kind::Consolidated,
            code_number: "CONSOL-2026-10".into(),
            issued_at: at(),
            supplier: company(),
            buyer: Party::general_public(),
            lines: vec![
                Line {
                    description: "GLW-000101".into(),
                    quantity: Decimal::ONE,
                    unit_price: d("120.00"),
                    classification: CLASS_CONSOLIDATED,
                },
                Line {
                    description: "GLW-000102".into(),
                    quantity: Decimal::ONE,
                    unit_price: d("80.50"),
                    classification: CLASS_CONSOLIDATED,
                },
            ],
            discount: Decimal::ZERO,
            tax_percent: d("6"),
            tax: d("12.03"),
        };
        let u = ubl(&doc);
        let inv = &u["Invoice"][0];
        let buyer = field(inv, "/AccountingCustomerParty/0/Party/0");
        assert_eq!(
            field(buyer, "/PartyIdentification/0/ID/0/_"),
            "EI00000000010"
        );
        assert_eq!(
            field(buyer, "/PostalAddress/0/CountrySubentityCode/0/_"),
            "17"
        );
        assert_eq!(field(buyer, "/Contact/0/Telephone/0/_"), "NA");
        assert_eq!(
            field(
                inv,
                "/InvoiceLine/1/Item/0/CommodityClassification/0/ItemClassificationCode/0/_"
            ),
            "004"
        );
        assert_eq!(
            field(inv, "/TaxTotal/0/TaxSubtotal/0/TaxCategory/0/ID/0/_"),
            "01"
        );
        assert_eq!(
            field(inv, "/LegalMonetaryTotal/0/TaxInclusiveAmount/0/_"),
            &json!(212.53)
        );
    }

    #[test]
    fn statuses_cancellation_and_ids_follow_myinvois() {
        assert_eq!(status_of("Valid"), "valid");
        assert_eq!(status_of("Invalid"), "invalid");
        assert_eq!(status_of("Submitted"), "submitted");
        let validated = Some(at());
        assert!(can_cancel(
            "valid",
            validated,
            at() + chrono::Duration::hours(72)
        ));
        assert!(!can_cancel(
            "valid",
            validated,
            at() + chrono::Duration::hours(73)
        ));
        assert!(!can_cancel("invalid", validated, at()));
        assert!(can_resubmit("invalid") && !can_resubmit("valid") && !can_resubmit("submitted"));
        assert_eq!(
            individual_ids(None, Some("900101-14-5678")).0,
            GENERAL_PUBLIC_TIN
        );
        assert_eq!(individual_ids(Some("IG1"), None).2, "000000000000");
    }
}
