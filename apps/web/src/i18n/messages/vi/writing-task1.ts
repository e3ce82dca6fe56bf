/** Vietnamese messages: Academic Writing Task 1 (issue 23 §1): its visuals, prompt and guide. */
export const writingVisuals = {
  showTable: 'Xem dạng bảng',
  showList: 'Xem dạng danh sách',
  legend: 'Chú thích',
  describeSeries:
    '{kind, select, line {Biểu đồ đường} other {Biểu đồ cột}} gồm {n} chuỗi số liệu ({names}) theo {axis}, từ {from} đến {to}; trục tung: {yLabel}.',
  describePie: 'Biểu đồ tròn gồm {n} phần: {parts}.',
  describeProcess:
    'Sơ đồ quy trình gồm {n} bước{cyclic, select, yes {, lặp lại thành vòng} other {}}, từ “{first}” đến “{last}”.',
  describeMap: 'Bản đồ “{title}” với {n} đối tượng; hướng bắc ở phía trên.',
  cycleNote: 'Sau bước cuối, quy trình quay lại bước 1.',
  part: 'Phần',
  share: 'Tỉ lệ',
  north: 'N',
  mapTable: {
    feature: 'Đối tượng',
    kind: 'Loại',
    position: 'Vị trí',
    change: 'Thay đổi',
  },
  kinds: {
    building: 'Tòa nhà',
    road: 'Đường',
    path: 'Lối đi bộ',
    water: 'Mặt nước',
    park: 'Công viên',
    trees: 'Cây xanh',
    field: 'Cánh đồng',
    carPark: 'Bãi đỗ xe',
    sports: 'Khu thể thao',
  },
  compass: {
    north: 'phía bắc',
    'north-east': 'phía đông bắc',
    east: 'phía đông',
    'south-east': 'phía đông nam',
    south: 'phía nam',
    'south-west': 'phía tây nam',
    west: 'phía tây',
    'north-west': 'phía tây bắc',
    centre: 'ở giữa',
  },
  changes: {
    unchanged: 'Không đổi',
    new: 'Mới xuất hiện',
    removed: 'Bị dỡ bỏ',
    changed: 'Thay đổi vị trí hoặc kích thước',
  },
};

export const writingTask1 = {
  /** The exam's own English instructions (the computer-delivered test shows them in English). */
  prompt: {
    heading: 'Writing Task 1',
    time: 'You should spend about {minutes} minutes on this task.',
    minimum: 'Write at least {minWords} words.',
  },
  guide: {
    heading: 'Cách bài mẫu được xây dựng',
    outline: 'Dàn ý',
    overview: 'Câu tổng quan',
    grouping: 'Cách nhóm số liệu',
    errors: 'Ba lỗi thường gặp',
    wrong: 'Sai',
    right: 'Đúng',
  },
};
