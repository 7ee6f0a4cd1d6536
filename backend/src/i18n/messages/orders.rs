//! The shop and orders: the cart, the minimum order, vouchers at checkout, shipping and payment,
//! what each order action allows, the bulk tracking file, receipts and the payment gateway.

/// Adds these messages to those gathered so far and hands them on (`gather!` in messages/mod.rs).
macro_rules! orders {
    ([$($gathered:tt)*] $($topics:ident)*) => {
        gather! {
            [
                $($gathered)*
                ProductUnavailable => [
                    "This item is no longer available. Remove it before checkout.",
                    "Barang ini tidak tersedia lagi. Hapus sebelum checkout.",
                    "Item ini tidak lagi tersedia. Buang sebelum checkout."
                ],
                FirstOrderOnlyItem => [
                    "This item is for a first order only. Remove it before checkout.",
                    "Barang ini hanya untuk pesanan pertama. Hapus sebelum checkout.",
                    "Item ini untuk pesanan pertama sahaja. Buang sebelum checkout."
                ],
                CartEmpty => ["Your cart is empty.", "Keranjang Anda kosong.", "Troli anda kosong."],
                MoqUnits => [
                    "Minimum order is {n} units.",
                    "Pesanan minimum {n} unit.",
                    "Pesanan minimum ialah {n} unit."
                ],
                MoqAmount => [
                    "Minimum order is {amount}.",
                    "Pesanan minimum {amount}.",
                    "Pesanan minimum ialah {amount}."
                ],
                PendingOrder => [
                    "Complete or delete your pending order {number} before placing a new one.",
                    "Selesaikan atau hapus pesanan tertunda {number} sebelum membuat pesanan baru.",
                    "Selesaikan atau padam pesanan tertangguh {number} sebelum membuat pesanan baharu."
                ],
                CartNotReady => [
                    "Fix the items marked in your cart before checkout.",
                    "Perbaiki barang yang ditandai di keranjang sebelum checkout.",
                    "Betulkan item yang ditanda dalam troli sebelum checkout."
                ],
                TotalChanged => [
                    "The total has changed. Please check it and confirm again.",
                    "Total telah berubah. Periksa dan konfirmasi lagi.",
                    "Jumlah telah berubah. Sila semak dan sahkan semula."
                ],
                VoucherNotStarted => ["This voucher is not valid yet.", "Voucher ini belum berlaku.", "Baucar ini belum sah."],
                VoucherExpired => ["This voucher has expired.", "Voucher ini sudah kedaluwarsa.", "Baucar ini telah tamat tempoh."],
                VoucherSuspended => ["This voucher is not available.", "Voucher ini tidak tersedia.", "Baucar ini tidak tersedia."],
                VoucherFullyUsed => ["This voucher is fully used.", "Kuota voucher ini sudah habis.", "Kuota baucar ini telah habis."],
                VoucherAgentLimit => [
                    "You have used this voucher the most times allowed.",
                    "Anda sudah memakai voucher ini sebanyak batas maksimum.",
                    "Anda telah menggunakan baucar ini sebanyak had maksimum."
                ],
                VoucherFirstOrder => [
                    "This voucher is for first orders only.",
                    "Voucher ini hanya untuk pesanan pertama.",
                    "Baucar ini untuk pesanan pertama sahaja."
                ],
                VoucherNeedsPackage => [
                    "This voucher needs a package in the order.",
                    "Voucher ini memerlukan paket dalam pesanan.",
                    "Baucar ini memerlukan pakej dalam pesanan."
                ],
                VoucherMinPurchase => [
                    "Spend at least {amount} to use this voucher.",
                    "Belanja minimal {amount} untuk memakai voucher ini.",
                    "Belanja sekurang-kurangnya {amount} untuk menggunakan baucar ini."
                ],
                AddressRequired => ["Choose a delivery address.", "Pilih alamat pengiriman.", "Pilih alamat penghantaran."],
                PickupUnavailable => ["Self pickup is not offered.", "Ambil sendiri tidak tersedia.", "Ambil sendiri tidak ditawarkan."],
                CourierRequired => ["Choose a courier.", "Pilih kurir.", "Pilih kurier."],
                PaymentUnavailable => [
                    "This payment method is not available.",
                    "Metode pembayaran ini tidak tersedia.",
                    "Kaedah pembayaran ini tidak tersedia."
                ],
                InvalidPostcode => ["Enter a valid postcode.", "Masukkan kode pos yang benar.", "Masukkan poskod yang sah."],
                OrderFromUnavailable => [
                    "You cannot order from there.",
                    "Anda tidak dapat memesan dari sana.",
                    "Anda tidak boleh memesan dari situ."
                ],
                HqOnlyItem => [
                    "Packages and combos are ordered from HQ.",
                    "Paket dan kombo dipesan dari HQ.",
                    "Pakej dan kombo dipesan daripada HQ."
                ],
                UplinePickupOnly => [
                    "Orders from your upline are collected from them.",
                    "Pesanan dari upline diambil langsung dari upline.",
                    "Pesanan daripada upline diambil terus daripada mereka."
                ],
                SelectOrders => ["Select at least one order.", "Pilih setidaknya satu pesanan.", "Pilih sekurang-kurangnya satu pesanan."],
                Approved => ["Approved.", "Disetujui.", "Diluluskan."],
                CannotApprove => [
                    "Already approved or cancelled orders cannot be approved.",
                    "Pesanan yang sudah disetujui atau dibatalkan tidak dapat disetujui.",
                    "Pesanan yang telah diluluskan atau dibatalkan tidak boleh diluluskan."
                ],
                CannotCancel => [
                    "This order can no longer be cancelled.",
                    "Pesanan ini tidak dapat dibatalkan lagi.",
                    "Pesanan ini tidak boleh dibatalkan lagi."
                ],
                CannotRefund => [
                    "Only a paid order can be refunded.",
                    "Hanya pesanan yang sudah dibayar yang dapat dikembalikan dananya.",
                    "Hanya pesanan yang telah dibayar boleh dipulangkan wang."
                ],
                NotReadyToShip => ["This order is not ready to ship.", "Pesanan ini belum siap dikirim.", "Pesanan ini belum sedia dihantar."],
                CannotComplete => [
                    "This order is not out for delivery.",
                    "Pesanan ini tidak sedang dikirim.",
                    "Pesanan ini tidak dalam penghantaran."
                ],
                OrderNotFound => ["Order not found.", "Pesanan tidak ditemukan.", "Pesanan tidak dijumpai."],
                FirstOrderPackage => [
                    "Your first order must be a package: add one from the shop.",
                    "Pesanan pertama Anda harus berupa paket: tambahkan satu dari toko.",
                    "Pesanan pertama anda mestilah pakej: tambah satu daripada kedai."
                ],
                PreorderNotInStock => [
                    "This order has preordered units whose stock has not arrived: stock them in first.",
                    "Pesanan ini berisi unit prapesan yang stoknya belum tiba: masukkan stoknya dahulu.",
                    "Pesanan ini mengandungi unit prapesanan yang stoknya belum tiba: masukkan stoknya dahulu."
                ],
                TrackingRequired => ["Tracking number is required.", "Nomor resi wajib diisi.", "Nombor penjejakan diperlukan."],
                TrackingTooLong => ["Tracking number is too long.", "Nomor resi terlalu panjang.", "Nombor penjejakan terlalu panjang."],
                DuplicateOrderRow => [
                    "This order appears twice in the file.",
                    "Pesanan ini muncul dua kali dalam file.",
                    "Pesanan ini muncul dua kali dalam fail."
                ],
                TrackingFileInvalid => [
                    "Upload a CSV file with order and tracking columns.",
                    "Unggah file CSV dengan kolom order dan tracking.",
                    "Muat naik fail CSV dengan lajur order dan tracking."
                ],
                ReceiptUploaded => [
                    "Receipt received. It will be checked soon.",
                    "Bukti pembayaran diterima. Akan segera diperiksa.",
                    "Resit diterima. Ia akan disemak tidak lama lagi."
                ],
                ReceiptNotAllowed => [
                    "A receipt can only be uploaded for an unpaid bank-transfer order.",
                    "Bukti hanya dapat diunggah untuk pesanan transfer bank yang belum dibayar.",
                    "Resit hanya boleh dimuat naik untuk pesanan pindahan bank yang belum dibayar."
                ],
                OrderPlaced => ["Order placed.", "Pesanan dibuat.", "Pesanan dibuat."],
                OrderCancelled => ["Order cancelled.", "Pesanan dibatalkan.", "Pesanan dibatalkan."],
                OrderRefunded => ["Order refunded.", "Dana pesanan dikembalikan.", "Wang pesanan dipulangkan."],
                OrderShipped => [
                    "Tracking saved; the order is on its way.",
                    "Nomor resi disimpan; pesanan sedang dikirim.",
                    "Nombor penjejakan disimpan; pesanan dalam perjalanan."
                ],
                OrderCompleted => ["Order completed.", "Pesanan selesai.", "Pesanan selesai."],
                BadSignature => [
                    "The payment notice could not be verified.",
                    "Pemberitahuan pembayaran tidak dapat diverifikasi.",
                    "Notis pembayaran tidak dapat disahkan."
                ],
                PaymentGatewayError => [
                    "The payment gateway could not be reached. Please try again.",
                    "Gerbang pembayaran tidak dapat dihubungi. Silakan coba lagi.",
                    "Gerbang pembayaran tidak dapat dihubungi. Sila cuba lagi."
                ],
                NotFirstOrder => [
                    "Items for a first order cannot be added now.",
                    "Barang untuk pesanan pertama tidak dapat ditambahkan sekarang.",
                    "Item untuk pesanan pertama tidak boleh ditambah sekarang."
                ],
            ]
            $($topics)*
        }
    };
}
