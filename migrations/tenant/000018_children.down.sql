DROP TABLE IF EXISTS children_sensitive_views, children_settings, children_teacher_classrooms, children_teachers,
    children_pickups, children_notes, children_allergies, children_profiles, children_allergy_types,
    children_classrooms, children_classroom_categories;
