//! The e-mails: verification code, password reset and invitation, subject and body.

/// Adds these messages to those gathered so far and hands them on (`gather!` in messages/mod.rs).
macro_rules! emails {
    ([$($gathered:tt)*] $($topics:ident)*) => {
        gather! {
            [
                $($gathered)*
                EmailSubjectCode => ["Your verification code", "Kode verifikasi Anda", "Kod pengesahan anda"],
                EmailBodyCode => [
                    "Your verification code is {code}. It expires in 10 minutes. If you did not ask for it, ignore this e-mail.",
                    "Kode verifikasi Anda adalah {code}. Berlaku selama 10 menit. Jika Anda tidak memintanya, abaikan e-mail ini.",
                    "Kod pengesahan anda ialah {code}. Ia tamat dalam 10 minit. Jika anda tidak memintanya, abaikan e-mel ini."
                ],
                EmailSubjectReset => ["Reset your password", "Atur ulang kata sandi Anda", "Tetapkan semula kata laluan anda"],
                EmailBodyReset => [
                    "Open this link to choose a new password (valid for 1 hour, once): {link}\nIf you did not ask for it, ignore this e-mail.",
                    "Buka tautan ini untuk memilih kata sandi baru (berlaku 1 jam, sekali pakai): {link}\nJika Anda tidak memintanya, abaikan e-mail ini.",
                    "Buka pautan ini untuk memilih kata laluan baharu (sah 1 jam, sekali guna): {link}\nJika anda tidak memintanya, abaikan e-mel ini."
                ],
                EmailSubjectInvite => ["You are invited to {company}", "Anda diundang ke {company}", "Anda dijemput ke {company}"],
                EmailBodyInvite => [
                    "You have been given an account at {company}. Open this link to choose your password (valid for 7 days): {link}",
                    "Anda telah diberi akun di {company}. Buka tautan ini untuk memilih kata sandi (berlaku 7 hari): {link}",
                    "Anda telah diberi akaun di {company}. Buka pautan ini untuk memilih kata laluan anda (sah 7 hari): {link}"
                ],
            ]
            $($topics)*
        }
    };
}
