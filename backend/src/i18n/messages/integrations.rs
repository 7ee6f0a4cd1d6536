//! The integrations hub: provider accounts, courier booking and the hosted payment page (ejenpay).

/// Adds these messages to those gathered so far and hands them on (`gather!` in messages/mod.rs).
macro_rules! integrations {
    ([$($gathered:tt)*] $($topics:ident)*) => {
        gather! {
            [
                $($gathered)*
                CourierNotConnected => [
                    "Connect EasyParcel in Integrations to book couriers here.",
                    "Hubungkan EasyParcel di Integrasi untuk memesan kurir di sini.",
                    "Sambungkan EasyParcel di Integrasi untuk menempah kurier di sini."
                ],
                NotACourierOrder => [
                    "This order is collected by hand, not shipped by courier.",
                    "Pesanan ini diambil sendiri, tidak dikirim dengan kurir.",
                    "Pesanan ini diambil sendiri, tidak dihantar melalui kurier."
                ],
                BranchAddressMissing => [
                    "Give the shipping branch its full address (street, postcode, state) first.",
                    "Lengkapi alamat cabang pengirim (jalan, kode pos, provinsi) terlebih dahulu.",
                    "Lengkapkan alamat cawangan penghantar (jalan, poskod, negeri) dahulu."
                ],
                ReceiverAddressMissing => [
                    "The order's delivery address lacks its street, postcode or state.",
                    "Alamat pengiriman pesanan tidak memiliki jalan, kode pos atau provinsi.",
                    "Alamat penghantaran pesanan tiada jalan, poskod atau negeri."
                ],
                BookingUnderWay => [
                    "This order is being booked right now. Try again in two minutes.",
                    "Pesanan ini sedang dipesan. Coba lagi dalam dua menit.",
                    "Pesanan ini sedang ditempah. Cuba lagi dalam dua minit."
                ],
                NoCourierRate => [
                    "No courier you book with quotes this parcel.",
                    "Tidak ada kurir pilihan Anda yang memberi tarif untuk paket ini.",
                    "Tiada kurier pilihan anda yang memberi kadar untuk bungkusan ini."
                ],
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
