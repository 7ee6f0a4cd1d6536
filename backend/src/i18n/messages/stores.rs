//! Store programs and the public storefront.

/// Adds these messages to those gathered so far and hands them on (`gather!` in messages/mod.rs).
macro_rules! stores {
    ([$($gathered:tt)*] $($topics:ident)*) => {
        gather! {
            [
                $($gathered)*
                StoreLineNotForSale => [
                    "is no longer sold.",
                    "tidak dijual lagi.",
                    "tidak lagi dijual."
                ],
                StoreLineOnlyLeft => [
                    "only {n} left.",
                    "hanya tersisa {n}.",
                    "hanya tinggal {n}."
                ],
                StoreLineTooMany => [
                    "at most 999 per order.",
                    "paling banyak 999 per pesanan.",
                    "paling banyak 999 setiap pesanan."
                ],
                StoreCartTooLong => [
                    "A cart holds at most 50 products.",
                    "Keranjang berisi paling banyak 50 produk.",
                    "Troli memuatkan paling banyak 50 produk."
                ],
                StoreOnlinePaymentOff => [
                    "This store cannot take payment right now. Please contact the store.",
                    "Toko ini belum dapat menerima pembayaran. Silakan hubungi toko.",
                    "Kedai ini tidak dapat menerima bayaran sekarang. Sila hubungi kedai."
                ],
                RatingNotOpen => [
                    "You can rate the products once your order is completed.",
                    "Anda dapat menilai produk setelah pesanan selesai.",
                    "Anda boleh menilai produk setelah pesanan selesai."
                ],
                RatingOff => [
                    "This product is not rated.",
                    "Produk ini tidak dinilai.",
                    "Produk ini tidak dinilai."
                ],
                ProductNotInOrder => [
                    "This product is not in your order.",
                    "Produk ini tidak ada di pesanan Anda.",
                    "Produk ini tiada dalam pesanan anda."
                ],
                NotEkoopOrder => [
                    "This is not an e-koop order.",
                    "Ini bukan pesanan e-koop.",
                    "Ini bukan pesanan e-koop."
                ],
                EmailSubjectStoreOrder => [
                    "{store}: your order {number}",
                    "{store}: pesanan Anda {number}",
                    "{store}: pesanan anda {number}"
                ],
                EmailBodyStoreOrder => [
                    "Hello {name},\n\nThank you for your order {number} at {store} ({total}).\n\nFollow it, pay it if you have not yet, and rate the products once it arrives:\n{link}\n\nKeep this link: it is your order's only key.",
                    "Halo {name},\n\nTerima kasih atas pesanan {number} di {store} ({total}).\n\nIkuti pesanan, bayar bila belum, dan nilai produknya setelah tiba:\n{link}\n\nSimpan tautan ini: inilah satu-satunya kunci pesanan Anda.",
                    "Hai {name},\n\nTerima kasih atas pesanan {number} di {store} ({total}).\n\nIkuti pesanan, bayar jika belum, dan nilai produk setelah tiba:\n{link}\n\nSimpan pautan ini: ia satu-satunya kunci pesanan anda."
                ],
                CustomerLinkSent => [
                    "If orders were placed with this e-mail, a link to them is on its way.",
                    "Jika ada pesanan dengan e-mail ini, tautannya sedang dikirim.",
                    "Jika ada pesanan dengan e-mel ini, pautannya sedang dihantar."
                ],
                CustomerLinkExpired => [
                    "This link has expired. Ask for a new one with your e-mail.",
                    "Tautan ini sudah kedaluwarsa. Minta tautan baru dengan e-mail Anda.",
                    "Pautan ini telah tamat tempoh. Minta pautan baharu dengan e-mel anda."
                ],
                EmailSubjectMyOrders => [
                    "Your orders at {company}",
                    "Pesanan Anda di {company}",
                    "Pesanan anda di {company}"
                ],
                EmailBodyMyOrders => [
                    "Hello,\n\nOpen your orders at {company} with this link (it works for 30 days on this device):\n{link}\n\nIf you did not ask for it, ignore this e-mail.",
                    "Halo,\n\nBuka pesanan Anda di {company} dengan tautan ini (berlaku 30 hari di perangkat ini):\n{link}\n\nJika Anda tidak memintanya, abaikan e-mail ini.",
                    "Hai,\n\nBuka pesanan anda di {company} dengan pautan ini (sah 30 hari pada peranti ini):\n{link}\n\nJika anda tidak memintanya, abaikan e-mel ini."
                ],
                NotConnected => [
                    "This integration is not connected.",
                    "Integrasi ini belum terhubung.",
                    "Integrasi ini belum disambungkan."
                ],
                ProgramOff => [
                    "Your company does not offer this store program.",
                    "Perusahaan Anda tidak menawarkan program toko ini.",
                    "Syarikat anda tidak menawarkan program kedai ini."
                ],
                AlreadyJoined => [
                    "You already have a store in this program.",
                    "Anda sudah memiliki toko di program ini.",
                    "Anda sudah mempunyai kedai dalam program ini."
                ],
                NoStore => [
                    "Join the program first: you have no store in it.",
                    "Bergabunglah dengan program ini dahulu: Anda belum punya toko di dalamnya.",
                    "Sertai program ini dahulu: anda belum mempunyai kedai di dalamnya."
                ],
                StoreSlugInvalid => [
                    "Use 3 to 40 lowercase letters, digits or hyphens, not starting or ending with a hyphen.",
                    "Gunakan 3 sampai 40 huruf kecil, angka atau tanda hubung, tidak diawali atau diakhiri tanda hubung.",
                    "Gunakan 3 hingga 40 huruf kecil, digit atau sempang, tidak bermula atau berakhir dengan sempang."
                ],
                StoreSlugTaken => [
                    "Another store already uses this link.",
                    "Toko lain sudah memakai tautan ini.",
                    "Kedai lain sudah menggunakan pautan ini."
                ],
                StoreSlugReserved => [
                    "This link is reserved: choose another.",
                    "Tautan ini dicadangkan: pilih yang lain.",
                    "Pautan ini dikhaskan: pilih yang lain."
                ],
                StoreStatusClash => [
                    "This store's status does not allow that.",
                    "Status toko ini tidak memungkinkan hal itu.",
                    "Status kedai ini tidak membenarkannya."
                ],
                NoteRequired => [
                    "Tell the agent why.",
                    "Beri tahu agen alasannya.",
                    "Beritahu ejen sebabnya."
                ],
                StoreApproved => ["Store approved.", "Toko disetujui.", "Kedai diluluskan."],
                StoreRejected => ["Store rejected.", "Toko ditolak.", "Kedai ditolak."],
                StoreSuspended => ["Store suspended.", "Toko ditangguhkan.", "Kedai digantung."],
                StoreReinstated => ["Store reopened.", "Toko dibuka kembali.", "Kedai dibuka semula."],
                StorePending => [
                    "Your store is waiting for HQ's approval.",
                    "Toko Anda menunggu persetujuan HQ.",
                    "Kedai anda menunggu kelulusan HQ."
                ],
                StoreOpened => ["Your store is open.", "Toko Anda sudah buka.", "Kedai anda telah dibuka."],
                BannerLimit => [
                    "A store holds at most 10 banners: delete one first.",
                    "Toko menampung paling banyak 10 banner: hapus satu dahulu.",
                    "Kedai memuatkan paling banyak 10 sepanduk: padam satu dahulu."
                ],
                InvalidUrl => [
                    "Enter a link starting with http:// or https://.",
                    "Masukkan tautan yang diawali http:// atau https://.",
                    "Masukkan pautan yang bermula dengan http:// atau https://."
                ],
                SchoolRequired => [
                    "An e-koop store needs its school.",
                    "Toko e-koop memerlukan sekolahnya.",
                    "Kedai e-koop memerlukan sekolahnya."
                ],
            ]
            $($topics)*
        }
    };
}
