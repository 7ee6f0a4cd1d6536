//! The integrations hub: provider accounts, courier booking and the hosted payment page (ejenpay).

/// Adds these messages to those gathered so far and hands them on (`gather!` in messages/mod.rs).
macro_rules! integrations {
    ([$($gathered:tt)*] $($topics:ident)*) => {
        gather! {
            [
                $($gathered)*
                ProviderRefused => [
                    "{provider} did not accept these credentials: {reason}",
                    "{provider} tidak menerima kredensial ini: {reason}",
                    "{provider} tidak menerima kelayakan ini: {reason}"
                ],
                ProviderUnreachable => [
                    "{provider} could not be reached. Nothing was saved; try again in a moment.",
                    "{provider} tidak dapat dihubungi. Tidak ada yang disimpan; coba lagi sebentar lagi.",
                    "{provider} tidak dapat dihubungi. Tiada apa-apa disimpan; cuba lagi sebentar lagi."
                ],
                RouteNotConnected => [
                    "Connect and switch on this route first.",
                    "Hubungkan dan aktifkan jalur ini terlebih dahulu.",
                    "Sambungkan dan hidupkan laluan ini dahulu."
                ],
                UnknownCourierService => [
                    "Choose couriers from the provider's list.",
                    "Pilih kurir dari daftar penyedia.",
                    "Pilih kurier daripada senarai penyedia."
                ],
                GatewayFirst => [
                    "Connect and switch on Billplz first: the payment page collects through it.",
                    "Hubungkan dan aktifkan Billplz terlebih dahulu: halaman pembayaran menagih melaluinya.",
                    "Sambungkan dan hidupkan Billplz dahulu: halaman pembayaran mengutip melaluinya."
                ],
                PaymentNotDue => [
                    "This payment is no longer due.",
                    "Pembayaran ini tidak lagi jatuh tempo.",
                    "Pembayaran ini tidak lagi perlu dibuat."
                ],
                BankOffline => [
                    "This bank is offline now. Choose another bank.",
                    "Bank ini sedang offline. Pilih bank lain.",
                    "Bank ini di luar talian sekarang. Pilih bank lain."
                ],
            ]
            $($topics)*
        }
    };
}
