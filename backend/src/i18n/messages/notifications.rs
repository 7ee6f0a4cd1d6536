//! E-mails of events: to HQ's notification address and to an agent about their own orders and
//! payouts. Placeholders in braces are filled by `features::notifications`.

/// Adds these messages to those gathered so far and hands them on (`gather!` in messages/mod.rs).
macro_rules! notifications {
    ([$($gathered:tt)*] $($topics:ident)*) => {
        gather! {
            [
                $($gathered)*
                NoticeNewOrderSubject => [
                    "New order {number} ({total})",
                    "Pesanan baru {number} ({total})",
                    "Pesanan baharu {number} ({total})"
                ],
                NoticeNewOrderBody => [
                    "{who} placed order {number} for {total}.\n\nOpen it: {link}",
                    "{who} membuat pesanan {number} sebesar {total}.\n\nBuka: {link}",
                    "{who} membuat pesanan {number} berjumlah {total}.\n\nBuka: {link}"
                ],
                NoticePaymentSubject => [
                    "Payment received for {number} ({total})",
                    "Pembayaran diterima untuk {number} ({total})",
                    "Bayaran diterima untuk {number} ({total})"
                ],
                NoticePaymentBody => [
                    "{how} for order {number}: {total}.\n\nOpen it: {link}",
                    "{how} untuk pesanan {number}: {total}.\n\nBuka: {link}",
                    "{how} untuk pesanan {number}: {total}.\n\nBuka: {link}"
                ],
                NoticePaidOnline => ["Paid online", "Dibayar online", "Dibayar dalam talian"],
                NoticeReceiptUploaded => [
                    "A transfer receipt was uploaded (waiting for your approval)",
                    "Bukti transfer diunggah (menunggu persetujuan Anda)",
                    "Resit pindahan dimuat naik (menunggu kelulusan anda)"
                ],
                NoticeRegistrationSubject => [
                    "New registration: {name}",
                    "Pendaftaran baru: {name}",
                    "Pendaftaran baharu: {name}"
                ],
                NoticeRegistrationBody => [
                    "{name} ({email}) registered as an agent.\n\nOpen the agent: {link}",
                    "{name} ({email}) mendaftar sebagai agen.\n\nBuka agen: {link}",
                    "{name} ({email}) mendaftar sebagai ejen.\n\nBuka ejen: {link}"
                ],
                NoticeLowStockSubject => [
                    "Low stock: {product}",
                    "Stok menipis: {product}",
                    "Stok rendah: {product}"
                ],
                NoticeLowStockBody => [
                    "{product} is down to {left} unit(s) at {branch}, below half of what was stocked in.\n\nOpen the inventory: {link}",
                    "{product} tinggal {left} unit di {branch}, di bawah separuh dari stok masuk.\n\nBuka inventaris: {link}",
                    "{product} tinggal {left} unit di {branch}, kurang separuh daripada stok masuk.\n\nBuka inventori: {link}"
                ],
                NoticeOrderSubject => [
                    "Your order {number}: {status}",
                    "Pesanan Anda {number}: {status}",
                    "Pesanan anda {number}: {status}"
                ],
                NoticeOrderBody => [
                    "Hello {name},\n\nYour order {number} is now: {status}.{extra}\n\nOpen it: {link}",
                    "Halo {name},\n\nPesanan Anda {number} sekarang: {status}.{extra}\n\nBuka: {link}",
                    "Hai {name},\n\nPesanan anda {number} kini: {status}.{extra}\n\nBuka: {link}"
                ],
                NoticeTracking => [
                    " Tracking number: {tracking}.",
                    " Nomor resi: {tracking}.",
                    " Nombor penjejakan: {tracking}."
                ],
                NoticeStatusApproved => ["approved, being prepared", "disetujui, sedang disiapkan", "diluluskan, sedang disediakan"],
                NoticeStatusShipped => ["on its way", "dalam pengiriman", "dalam penghantaran"],
                NoticeStatusCompleted => ["completed", "selesai", "selesai"],
                NoticeStatusCollected => ["collected", "sudah diambil", "sudah diambil"],
                NoticeStatusCancelled => ["cancelled", "dibatalkan", "dibatalkan"],
                NoticeStatusRefunded => ["refunded", "dikembalikan dananya", "dipulangkan wang"],
                NoticePayoutSubject => [
                    "Your payout of {amount}: {status}",
                    "Pencairan Anda {amount}: {status}",
                    "Pembayaran anda {amount}: {status}"
                ],
                NoticePayoutBody => [
                    "Hello {name},\n\nYour payout of {amount} is {status}.{extra}\n\nOpen your commission: {link}",
                    "Halo {name},\n\nPencairan Anda sebesar {amount} {status}.{extra}\n\nBuka komisi Anda: {link}",
                    "Hai {name},\n\nPembayaran anda sebanyak {amount} {status}.{extra}\n\nBuka komisen anda: {link}"
                ],
                NoticePayoutPaid => ["paid", "sudah dibayar", "sudah dibayar"],
                NoticePayoutRejected => ["rejected", "ditolak", "ditolak"],
                NoticeReason => [" Reason: {reason}.", " Alasan: {reason}.", " Sebab: {reason}."],
            ]
            $($topics)*
        }
    };
}
