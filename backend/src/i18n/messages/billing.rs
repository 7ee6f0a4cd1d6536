//! The vendor's billing: plans, invoices, payment, the agent limit and the billing e-mails.

/// Adds these messages to those gathered so far and hands them on (`gather!` in messages/mod.rs).
macro_rules! billing {
    ([$($gathered:tt)*] $($topics:ident)*) => {
        gather! {
            [
                $($gathered)*
                PlanAgentLimit => [
                    "Your plan allows {max} agents and the company has reached it. Upgrade the plan on Plan & rewards to register more.",
                    "Paket Anda mengizinkan {max} agen dan batas itu sudah tercapai. Tingkatkan paket di Paket & hadiah untuk mendaftarkan lebih banyak.",
                    "Pelan anda membenarkan {max} ejen dan had itu telah dicapai. Naik taraf pelan di Pelan & ganjaran untuk mendaftar lebih ramai."
                ],
                PlanAgentLimitAgent => [
                    "Registration is closed for now. Please contact HQ.",
                    "Pendaftaran sedang ditutup. Silakan hubungi HQ.",
                    "Pendaftaran ditutup buat masa ini. Sila hubungi HQ."
                ],
                PlanTooSmall => [
                    "This plan allows fewer agents than the company has now.",
                    "Paket ini mengizinkan lebih sedikit agen daripada yang dimiliki perusahaan sekarang.",
                    "Pelan ini membenarkan kurang ejen daripada yang syarikat ada sekarang."
                ],
                PlanNotOffered => [
                    "This plan is not offered in your currency.",
                    "Paket ini tidak ditawarkan dalam mata uang Anda.",
                    "Pelan ini tidak ditawarkan dalam mata wang anda."
                ],
                PlanCodeTaken => ["This code is taken.", "Kode ini sudah dipakai.", "Kod ini telah digunakan."],
                PlanChanged => ["Your plan has been changed.", "Paket Anda telah diubah.", "Pelan anda telah ditukar."],
                NoSubscription => [
                    "The company has no subscription yet.",
                    "Perusahaan belum memiliki langganan.",
                    "Syarikat belum mempunyai langganan."
                ],
                InvoiceNotPayable => [
                    "This invoice has nothing left to pay.",
                    "Tagihan ini tidak memiliki sisa yang harus dibayar.",
                    "Invois ini tiada baki untuk dibayar."
                ],
                InvoiceNotVoidable => [
                    "Only an invoice nothing has been paid on can be voided.",
                    "Hanya tagihan yang belum dibayar sama sekali yang dapat dibatalkan.",
                    "Hanya invois yang belum dibayar langsung boleh dibatalkan."
                ],
                InvoiceVoided => ["The invoice is void.", "Tagihan dibatalkan.", "Invois telah dibatalkan."],
                PaymentRecorded => ["The payment is recorded.", "Pembayaran dicatat.", "Bayaran telah direkodkan."],
                PaymentAlreadyRecorded => [
                    "A payment with this reference is recorded already.",
                    "Pembayaran dengan referensi ini sudah dicatat.",
                    "Bayaran dengan rujukan ini telah direkodkan."
                ],
                GatewayNotConfigured => [
                    "This payment method is not available.",
                    "Metode pembayaran ini tidak tersedia.",
                    "Kaedah pembayaran ini tidak tersedia."
                ],
                GatewayFailed => [
                    "Payment failed: we could not open the payment page. Please try again.",
                    "Pembayaran gagal: halaman pembayaran tidak dapat dibuka. Silakan coba lagi.",
                    "Pembayaran gagal: halaman pembayaran tidak dapat dibuka. Sila cuba lagi."
                ],
                InvoiceSent => ["The invoice has been e-mailed.", "Tagihan telah dikirim lewat e-mail.", "Invois telah dihantar melalui e-mel."],
                EmailSubjectInvoice => [
                    "Invoice {number} from {vendor}",
                    "Tagihan {number} dari {vendor}",
                    "Invois {number} daripada {vendor}"
                ],
                EmailBodyInvoice => [
                    "Invoice {number} for {company}: {amount} is due on {due}. See it and pay: {link}",
                    "Tagihan {number} untuk {company}: {amount} jatuh tempo pada {due}. Lihat dan bayar: {link}",
                    "Invois {number} untuk {company}: {amount} perlu dibayar pada {due}. Lihat dan bayar: {link}"
                ],
                EmailSubjectReminder => [
                    "Reminder: invoice {number} is due on {due}",
                    "Pengingat: tagihan {number} jatuh tempo pada {due}",
                    "Peringatan: invois {number} perlu dibayar pada {due}"
                ],
                EmailSubjectOverdue => [
                    "Invoice {number} is overdue: your account is locked",
                    "Tagihan {number} lewat jatuh tempo: akun Anda terkunci",
                    "Invois {number} tertunggak: akaun anda dikunci"
                ],
            ]
            $($topics)*
        }
    };
}
