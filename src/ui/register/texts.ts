/** Thai strings of registration (#12): the words for headings, labels and buttons. */
export const registerTexts = {
  pageName: "สมัครสมาชิก",
  steps: { label: "ขั้นตอนการสมัคร", account: "ข้อมูลบัญชี", bank: "ข้อมูลธนาคาร", of: (n: number) => `ขั้นที่ ${n} จาก 2` },
  fields: {
    phone: "เบอร์โทรศัพท์",
    username: "ชื่อผู้ใช้",
    password: "รหัสผ่าน",
    confirm: "ยืนยันรหัสผ่าน",
    bank: "ธนาคาร",
    bankId: "เลขบัญชีธนาคาร",
    accountName: "ชื่อบัญชี",
    lineId: "LINE ID",
    inviter: "รหัสผู้แนะนำ",
    optional: "(ไม่บังคับ)"
  },
  hints: {
    phone: "เบอร์มือถือ 10 หลัก เช่น 0812345678",
    username: "ภาษาอังกฤษหรือตัวเลข 4–16 ตัว ใช้เข้าสู่ระบบ",
    password: "8–32 ตัวอักษร มีทั้งตัวอักษรและตัวเลข",
    accountNameFromBank: "ชื่อบัญชีจากธนาคาร",
    accountNameTyped: "กรอกชื่อให้ตรงกับหน้าสมุดบัญชี",
    inviterLocked: "จากลิงก์แนะนำเพื่อน"
  },
  strength: { label: "ความปลอดภัย", weak: "อ่อน", fair: "ปานกลาง", strong: "แข็งแรง" },
  checking: "กำลังตรวจสอบ…",
  unanswered: "ตรวจสอบไม่ได้ในขณะนี้ ระบบจะตรวจสอบอีกครั้งเมื่อสมัคร",
  next: "ถัดไป",
  back: "ย้อนกลับ",
  submit: "สมัครสมาชิก",
  haveAccount: "มีบัญชีอยู่แล้ว?",
  login: "เข้าสู่ระบบ",
  welcome: (username: string) => `ยินดีต้อนรับ ${username} สมัครสมาชิกสำเร็จ`,
  outcome: {
    verifying: "กำลังตรวจสอบรายการ…",
    registered: "บัญชีของคุณถูกสร้างแล้ว กดเข้าสู่ระบบเพื่อเริ่มใช้งาน",
    notRegistered: "การสมัครยังไม่สำเร็จ กรุณากดสมัครสมาชิกอีกครั้ง",
    unknown: "ตรวจสอบผลการสมัครไม่สำเร็จ",
    verifyAgain: "ตรวจสอบอีกครั้ง"
  }
} as const
