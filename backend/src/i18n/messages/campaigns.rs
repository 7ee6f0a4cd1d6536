//! Points, campaigns and marketing files.

/// Adds these messages to those gathered so far and hands them on (`gather!` in messages/mod.rs).
macro_rules! campaigns {
    ([$($gathered:tt)*] $($topics:ident)*) => {
        gather! {
            [
                $($gathered)*
                CampaignNotStarted => [
                    "This campaign has not started yet.",
                    "Kampanye ini belum dimulai.",
                    "Kempen ini belum bermula."
                ],
                CampaignEnded => ["This campaign has ended.", "Kampanye ini telah berakhir.", "Kempen ini telah tamat."],
                CampaignNotForTier => [
                    "This campaign is not open to your tier.",
                    "Kampanye ini tidak terbuka untuk tingkat Anda.",
                    "Kempen ini tidak dibuka untuk peringkat anda."
                ],
                NotEnoughPoints => [
                    "You do not have enough points for this reward.",
                    "Poin Anda tidak cukup untuk hadiah ini.",
                    "Mata anda tidak mencukupi untuk ganjaran ini."
                ],
                CampaignSoldOut => [
                    "Every reward of this campaign has been redeemed.",
                    "Semua hadiah kampanye ini sudah ditukar.",
                    "Semua ganjaran kempen ini telah ditebus."
                ],
                RedeemLimitReached => [
                    "You have redeemed this reward as often as allowed for now.",
                    "Anda sudah menukar hadiah ini sebanyak yang diizinkan untuk saat ini.",
                    "Anda telah menebus ganjaran ini sebanyak yang dibenarkan buat masa ini."
                ],
                RewardRedeemed => ["Reward redeemed.", "Hadiah ditukar.", "Ganjaran ditebus."],
                RewardNotWaiting => [
                    "This reward is not waiting to be handed over.",
                    "Hadiah ini tidak menunggu untuk diserahkan.",
                    "Ganjaran ini tidak menunggu untuk diserahkan."
                ],
                PointsFileInvalid => [
                    "Upload a CSV of agent, points and reason.",
                    "Unggah CSV berisi agen, poin dan alasan.",
                    "Muat naik CSV agen, mata dan sebab."
                ],
                PointsFileTooLong => [
                    "The file holds more than 5,000 rows.",
                    "Berkas berisi lebih dari 5.000 baris.",
                    "Fail mengandungi lebih daripada 5,000 baris."
                ],
                AgentRequired => ["Name the agent.", "Sebutkan agennya.", "Nyatakan ejen."],
                PointsInvalid => [
                    "Enter points other than zero, with at most 2 decimals.",
                    "Masukkan poin selain nol, paling banyak 2 desimal.",
                    "Masukkan mata selain sifar, paling banyak 2 perpuluhan."
                ],
                ReasonRequired => ["Give a reason.", "Berikan alasan.", "Berikan sebab."],
                AgentNotFound => ["No such agent.", "Agen tidak ditemukan.", "Ejen tidak dijumpai."],
                DebitAboveBalance => [
                    "The agent does not have that many points.",
                    "Poin agen tidak sebanyak itu.",
                    "Ejen tidak mempunyai mata sebanyak itu."
                ],
                FolderHasFiles => [
                    "This folder still holds files: confirm to delete them with it.",
                    "Folder ini masih berisi berkas: konfirmasi untuk menghapusnya bersama folder.",
                    "Folder ini masih mengandungi fail: sahkan untuk memadamnya bersama folder."
                ],
            ]
            $($topics)*
        }
    };
}
