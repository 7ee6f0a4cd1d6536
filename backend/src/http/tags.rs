//! The OpenAPI tags: one per business area, in the order Swagger UI shows them.

use poem_openapi::Tags;

#[derive(Tags)]
pub enum ApiTags {
    /// Sign-in, sessions, codes and password links.
    Auth,
    /// The signed-in user's own account.
    Profile,
    /// Company face and reference data.
    Attributes,
    /// HQ company setup.
    Setup,
    /// The agent network: registration and the family tree.
    Agents,
    /// The SaaS vendor's console (admin host only).
    Vendor,
    /// Products, packages and combos.
    Catalogue,
    /// Stock per branch and its history.
    Inventory,
    /// Couriers, regions, rates and the shipping lookup.
    Couriers,
    /// The agent's shop: cart, addresses, checkout, receipt, own and team orders.
    Shop,
    /// HQ's orders: tabs, approval, fulfilment, bulk tracking.
    Orders,
    /// Payment gateways (Billplz) and their notices.
    Payments,
    /// What agents earn: commissions by kind, their entries and calculations.
    Commissions,
    /// Reports: dashboards, master reports, score ranking and gameplan.
    Reports,
    /// Points, campaigns and their rewards.
    Campaigns,
    /// Marketing folders and files.
    Marketing,
    /// The company's subscription: plan, invoices and their payment.
    Billing,
    /// Store programs: agents' stores, HQ's review and the public storefront.
    Stores,
}
