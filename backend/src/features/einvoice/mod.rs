//! LHDN MyInvois e-invoices: a sale to an agent with a TIN, a self-billed payout, and each month's
//! sales without a buyer TIN consolidated; sent, followed to valid or invalid, corrected and sent
//! again, cancelled within 72 hours (docs/api-einvoice.md).

pub mod api;
pub mod rules;
pub mod store;
pub mod submit;

/// What the company's own details lack for a document (Setup → Company): tin, roc, msic,
/// address, state.
pub fn missing_details(me: &rules::Party) -> Vec<&'static str> {
    [
        (me.tin.trim().is_empty(), "tin"),
        (me.id_value == "NA", "roc"),
        (me.msic.is_none(), "msic"),
        (me.address.lines.is_empty(), "address"),
        (me.address.state == "17", "state"),
    ]
    .into_iter()
    .filter_map(|(lacking, code)| lacking.then_some(code))
    .collect()
}
