# gridsolve_require_listed(PATTERNS glob... LISTED file...): the source lists
# of the library, tests/, bench/ and fuzz/ name every file; this
# fails the configure when a file in the folder that matches PATTERNS is not
# LISTED, so that a new file is not silently left out of the build.
function(gridsolve_require_listed)
  cmake_parse_arguments(arg "" "" "PATTERNS;LISTED" ${ARGN})
  file(GLOB found RELATIVE ${CMAKE_CURRENT_SOURCE_DIR} ${arg_PATTERNS})
  file(RELATIVE_PATH folder ${PROJECT_SOURCE_DIR} ${CMAKE_CURRENT_SOURCE_DIR})
  foreach(file ${found})
    if(NOT file IN_LIST arg_LISTED)
      if(folder STREQUAL "")
        message(FATAL_ERROR "${file} is not named in a source list (CMakeLists.txt, or its folder's sources.cmake)")
      endif()
      message(FATAL_ERROR "${folder}/${file} is not named in ${folder}/CMakeLists.txt: add it to a list there")
    endif()
  endforeach()
endfunction()
