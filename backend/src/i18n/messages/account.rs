//! Signing in and the account: refusals at sign-in, verification and reset codes, passwords and
//! their rules.

/// Adds these messages to those gathered so far and hands them on (`gather!` in messages/mod.rs).
macro_rules! account {
    ([$($gathered:tt)*] $($topics:ident)*) => {
        gather! {
            [
                $($gathered)*
                InvalidCredentials => [
                    "The e-mail or password is incorrect.",
                    "E-mail atau kata sandi salah.",
                    "E-mel atau kata laluan tidak betul."
                ],
                AccountSuspended => [
                    "This account is suspended. Please contact HQ.",
                    "Akun ini ditangguhkan. Silakan hubungi HQ.",
                    "Akaun ini digantung. Sila hubungi HQ."
                ],
                AccountUnverified => [
                    "Please verify your e-mail address. We have sent you a 6-digit code.",
                    "Silakan verifikasi alamat e-mail Anda. Kami telah mengirim kode 6 digit.",
                    "Sila sahkan alamat e-mel anda. Kami telah menghantar kod 6 digit."
                ],
                SubscriptionLockedHq => [
                    "Your account is locked because the subscription is overdue. Please renew it to continue.",
                    "Akun Anda terkunci karena langganan sudah jatuh tempo. Silakan perpanjang untuk melanjutkan.",
                    "Akaun anda dikunci kerana langganan tertunggak. Sila perbaharui untuk meneruskan."
                ],
                SubscriptionLockedAgent => [
                    "This account is temporarily unavailable. Please contact HQ.",
                    "Akun ini sementara tidak tersedia. Silakan hubungi HQ.",
                    "Akaun ini tidak tersedia buat sementara. Sila hubungi HQ."
                ],
                CompanySuspended => [
                    "This company's account is suspended.",
                    "Akun perusahaan ini ditangguhkan.",
                    "Akaun syarikat ini digantung."
                ],
                SignedOut => ["Signed out.", "Berhasil keluar.", "Telah log keluar."],
                CodeInvalid => ["The code is incorrect.", "Kode salah.", "Kod tidak betul."],
                CodeExpired => [
                    "The code has expired. Please ask for a new one.",
                    "Kode sudah kedaluwarsa. Silakan minta kode baru.",
                    "Kod telah tamat tempoh. Sila minta kod baharu."
                ],
                CodeTooManyAttempts => [
                    "Too many wrong attempts. Please ask for a new code.",
                    "Terlalu banyak percobaan yang salah. Silakan minta kode baru.",
                    "Terlalu banyak cubaan salah. Sila minta kod baharu."
                ],
                CodeShape => ["The code is 6 digits.", "Kode terdiri dari 6 digit.", "Kod ialah 6 digit."],
                Verified => [
                    "Your account is verified.",
                    "Akun Anda telah terverifikasi.",
                    "Akaun anda telah disahkan."
                ],
                CodeSent => [
                    "If the account exists, a new code has been sent.",
                    "Jika akun ada, kode baru telah dikirim.",
                    "Jika akaun wujud, kod baharu telah dihantar."
                ],
                ResetSent => [
                    "If the account exists, we have e-mailed a link to reset the password.",
                    "Jika akun ada, kami telah mengirim tautan untuk mengatur ulang kata sandi.",
                    "Jika akaun wujud, kami telah menghantar pautan untuk menetapkan semula kata laluan."
                ],
                TokenInvalid => [
                    "This link is invalid or has expired. Please ask for a new one.",
                    "Tautan ini tidak valid atau sudah kedaluwarsa. Silakan minta yang baru.",
                    "Pautan ini tidak sah atau telah tamat tempoh. Sila minta yang baharu."
                ],
                PasswordSet => [
                    "Your password is set. You can sign in now.",
                    "Kata sandi Anda sudah diatur. Anda bisa masuk sekarang.",
                    "Kata laluan anda telah ditetapkan. Anda boleh log masuk sekarang."
                ],
                PasswordChanged => ["Password changed.", "Kata sandi diubah.", "Kata laluan ditukar."],
                OldPasswordWrong => [
                    "The current password is incorrect.",
                    "Kata sandi saat ini salah.",
                    "Kata laluan semasa tidak betul."
                ],
                PasswordTooShort => ["at least 8 characters", "minimal 8 karakter", "sekurang-kurangnya 8 aksara"],
                PasswordNeedsUpper => ["an uppercase letter", "huruf besar", "huruf besar"],
                PasswordNeedsLower => ["a lowercase letter", "huruf kecil", "huruf kecil"],
                PasswordNeedsDigit => ["a number", "angka", "nombor"],
                PasswordNeedsSpecial => ["a special character", "karakter khusus", "aksara khas"],
                PasswordNeeds => ["The password needs", "Kata sandi memerlukan", "Kata laluan memerlukan"],
            ]
            $($topics)*
        }
    };
}
